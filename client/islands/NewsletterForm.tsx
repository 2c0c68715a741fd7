import { useId, useState, type FormEvent } from 'react';

export type NewsletterOutcome = 'subscribed' | 'invalid-email' | 'consent-required' | 'error';

export interface NewsletterFormProps {
  action: string;
  returnTo: string;
  locale: string;
  labels: {
    heading: string;
    text: string;
    email: string;
    consent: string;
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
export default function NewsletterForm({ action, returnTo, locale, labels }: NewsletterFormProps) {
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
        body: JSON.stringify({ email: String(form.get('email') ?? ''), consent: form.get('consent') === 'on', locale }),
      });
      if (response.ok) return setState('subscribed');
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      const code = body?.error?.code;
      setState(code === 'invalid_email' ? 'invalid-email' : code === 'consent_required' ? 'consent-required' : 'error');
    } catch {
      setState('error');
    }
  };

  const shown = state !== 'idle' && state !== 'sending' ? state : null;
  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="newsletter__heading">{labels.heading}</h2>
      <p className="newsletter__text">{labels.text}</p>
      <form className="newsletter__form" method="post" action={action} onSubmit={submit}>
        <input type="hidden" name="return_to" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor={`${id}-email`}>{labels.email}</label>
          <input id={`${id}-email`} className="field__input newsletter__email" type="email" name="email" autoComplete="email" required placeholder={labels.email} />
          <button type="submit" className="button button--light" disabled={state === 'sending'}>
            {state === 'sending' ? labels.sending : labels.submit}
          </button>
        </div>
        <label className="checkbox newsletter__consent">
          <input type="checkbox" name="consent" required />
          <span>{labels.consent}</span>
        </label>
      </form>
      <p className="newsletter__live" role="status" aria-live="polite">{shown ? labels.messages[shown] : ''}</p>
      {OUTCOMES.map((outcome) => (
        <p key={outcome} id={`newsletter-${outcome}`} className={`newsletter__message newsletter__message--${outcome}`} tabIndex={-1}>
          {labels.messages[outcome]}
        </p>
      ))}
    </section>
  );
}
