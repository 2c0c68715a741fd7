import { useId, useRef, useState, type FormEvent } from 'react';

export type NewsletterOutcome = 'subscribed' | 'invalid-email' | 'consent-required' | 'botcheck' | 'error';

export interface NewsletterFormProps {
  action: string;
  /** `GET /api/botcheck/challenge`: the ALTCHA challenge the island solves before it sends. */
  challengeUrl: string;
  returnTo: string;
  locale: string;
  /** The lists offered in the shopper's region; the first is chosen by default. */
  lists: { id: string; title: string; description: string }[];
  /**
   * The heading, text and outcome messages are the page's own markup around the island
   * (client/components/NewsletterForm.tsx): the live region reads a message from its
   * `#newsletter-{outcome}` paragraph instead of the props carrying it twice.
   */
  labels: {
    email: string;
    placeholder: string;
    consent: string;
    privacy: string;
    /** Legend of the list choice, shown when more than one list is offered. */
    lists: string;
    submit: string;
    sending: string;
  };
}

export const NEWSLETTER_OUTCOMES: NewsletterOutcome[] = ['subscribed', 'invalid-email', 'consent-required', 'botcheck', 'error'];

/** The text of an outcome's message, as the page writes it (`#newsletter-{outcome}`). */
function messageOf(outcome: NewsletterOutcome): string {
  return document.getElementById(`newsletter-${outcome}`)?.textContent ?? '';
}

/**
 * The footer's email signup form (inside the section the page writes: heading, text and
 * the outcome messages). Without JavaScript it is a plain form post that comes back
 * to `#newsletter-{outcome}`, and CSS `:target` shows that message (the bot check needs
 * JavaScript, so that post comes back to `#newsletter-botcheck`, which says so); with
 * JavaScript it solves the bot check (started when the shopper first focuses the form, so it
 * is usually done by the time they send; the solver loads only then, never with the page),
 * posts JSON and shows the outcome in a live region without leaving the page.
 */
export default function NewsletterForm({ action, challengeUrl, returnTo, locale, lists, labels }: NewsletterFormProps) {
  const id = useId();
  const [state, setOutcome] = useState<'idle' | 'sending' | NewsletterOutcome>('idle');
  // The live region's text, read from the outcome's message when it arrives (never during render).
  const [message, setMessage] = useState('');
  const setState = (next: 'idle' | 'sending' | NewsletterOutcome) => {
    setOutcome(next);
    setMessage(next === 'idle' || next === 'sending' ? '' : messageOf(next));
  };
  // One solved challenge per signup attempt: answers are single use.
  const solving = useRef<Promise<string | null> | null>(null);
  const startSolving = () => {
    solving.current ??= import('../lib/botcheck').then((m) => m.fetchAndSolve(challengeUrl)).catch(() => null);
    return solving.current;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState('sending');
    try {
      const altcha = await startSolving();
      solving.current = null;
      if (!altcha) return setState('botcheck');
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: String(form.get('email') ?? ''),
          consent: form.get('consent') === 'on',
          locale,
          lists: chosen(form),
          altcha,
        }),
      });
      if (response.ok) return setState('subscribed');
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      const code = body?.error?.code;
      setState(
        code === 'invalid_email'
          ? 'invalid-email'
          : code === 'consent_required'
            ? 'consent-required'
            : code === 'botcheck'
              ? 'botcheck'
              : 'error',
      );
    } catch {
      setState('error');
    }
  };

  // One list: it is the signup itself. Several: the shopper ticks which (the first by default).
  const chosen = (form: FormData) => (lists.length > 1 ? form.getAll('lists').map(String) : lists.map((l) => l.id).slice(0, 1));
  return (
    <>
      <form className="newsletter__form" method="post" action={action} onSubmit={submit} onFocus={() => void startSolving()}>
        <input type="hidden" name="return_to" value={returnTo} />
        {/* Empty in a plain form post: without JavaScript the server answers #newsletter-botcheck. */}
        <input type="hidden" name="altcha" value="" />
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
        {message}
      </p>
    </>
  );
}
