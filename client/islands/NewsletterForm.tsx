import { useId, useState, type FormEvent } from 'react';

export type NewsletterOutcome = 'subscribed' | 'invalid-email' | 'consent-required' | 'error';

export interface NewsletterFormProps {
  action: string;
  returnTo: string;
  locale: string;
  /** The lists offered in the shopper's region; the first is chosen by default. */
  lists: { id: string; title: string; description: string }[];
  labels: {
    heading: string;
    text: string;
    email: string;
    placeholder: string;
    consent: string;
    privacy: string;
    /** Legend of the list choice, shown when more than one list is offered. */
    lists: string;
    submit: string;
    sending: string;
    messages: Record<NewsletterOutcome, string>;
  };
}

const OUTCOMES: NewsletterOutcome[] = ['subscribed', 'invalid-email', 'consent-required', 'error'];

/**
 * The footer's email signup. Without JavaScript it is a plain form post that comes back
 * to `#newsletter-{outcome}`, and CSS `:target` shows that message; with JavaScript it
 * posts JSON and shows the outcome in a live region without leaving the page.
 */
export default function NewsletterForm({ action, returnTo, locale, lists, labels }: NewsletterFormProps) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | NewsletterOutcome>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState('sending');
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: String(form.get('email') ?? ''),
          consent: form.get('consent') === 'on',
          locale,
          lists: chosen(form),
        }),
      });
      if (response.ok) return setState('subscribed');
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      const code = body?.error?.code;
      setState(code === 'invalid_email' ? 'invalid-email' : code === 'consent_required' ? 'consent-required' : 'error');
    } catch {
      setState('error');
    }
  };

  // One list: it is the signup itself. Several: the shopper ticks which (the first by default).
  const chosen = (form: FormData) => (lists.length > 1 ? form.getAll('lists').map(String) : lists.map((l) => l.id).slice(0, 1));
  const shown = state !== 'idle' && state !== 'sending' ? state : null;
  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="newsletter__heading">
        {labels.heading}
      </h2>
      <p className="newsletter__text">{labels.text}</p>
      <form className="newsletter__form" method="post" action={action} onSubmit={submit}>
        <input type="hidden" name="return_to" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {labels.email}
          </label>
          <input
            id={`${id}-email`}
            className="field__input newsletter__email"
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={labels.placeholder}
          />
          <button type="submit" className="button button--light" disabled={state === 'sending'}>
            {state === 'sending' ? labels.sending : labels.submit}
          </button>
        </div>
        {lists.length > 1 ? (
          <fieldset className="newsletter__lists">
            <legend className="newsletter__legend">{labels.lists}</legend>
            {lists.map((list, index) => (
              <label key={list.id} className="checkbox newsletter__list">
                <input type="checkbox" name="lists" value={list.id} defaultChecked={index === 0} />
                <span>
                  <strong>{list.title}</strong> <span className="newsletter__list-text">{list.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="lists" value={lists[0]?.id ?? ''} />
        )}
        <label className="checkbox newsletter__consent">
          <input type="checkbox" name="consent" required />
          <span>{labels.consent}</span>
        </label>
      </form>
      <p className="newsletter__privacy">{labels.privacy}</p>
      <p className="newsletter__live" role="status" aria-live="polite">
        {shown ? labels.messages[shown] : ''}
      </p>
      {OUTCOMES.map((outcome) => (
        <p key={outcome} id={`newsletter-${outcome}`} className={`newsletter__message newsletter__message--${outcome}`} tabIndex={-1}>
          {labels.messages[outcome]}
        </p>
      ))}
    </section>
  );
}
