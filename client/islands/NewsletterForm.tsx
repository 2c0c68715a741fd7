import type { BotcheckWidget } from '../lib/botcheck';
import { useEffect, useRef, useState } from 'react';

export type NewsletterOutcome = 'subscribed' | 'invalid-email' | 'consent-required' | 'botcheck' | 'error';

export interface NewsletterFormProps {
  /** The configured bot check (worker/render/botcheck.ts): answered before the island sends. */
  widget: BotcheckWidget;
  /**
   * The form, its fields, the privacy note, the live region and the outcome messages are the
   * page's own markup around this island (client/components/NewsletterForm.tsx); the island
   * is the form's submit button, whose text changes while it sends.
   */
  labels: { submit: string; sending: string };
}

export const NEWSLETTER_OUTCOMES: NewsletterOutcome[] = ['subscribed', 'invalid-email', 'consent-required', 'botcheck', 'error'];

/** The text of an outcome's message, as the page writes it (`#newsletter-{outcome}`). */
function messageOf(outcome: NewsletterOutcome): string {
  return document.getElementById(`newsletter-${outcome}`)?.textContent ?? '';
}

/** The outcome an error answer of POST /api/newsletter names. */
function outcomeOf(code: string | undefined): NewsletterOutcome {
  // The only field a signup's bad body can name is the address (consent has its own code).
  if (code === 'invalid_body') return 'invalid-email';
  if (code === 'consent_required') return 'consent-required';
  if (code === 'botcheck') return 'botcheck';
  return 'error';
}

/**
 * The footer's email signup (the form the page writes around this island, in the section
 * with its heading, text and outcome messages). Without JavaScript it is a plain form post
 * that comes back to `#newsletter-{outcome}`, and CSS `:target` shows that message (the bot
 * check needs JavaScript, so that post comes back to `#newsletter-botcheck`, which says so);
 * with JavaScript the island takes the form's submit: it solves the bot check (started when
 * the shopper first focuses the form, so it is usually done by the time they send; the
 * solver loads only then, never with the page), posts JSON and writes the outcome into the
 * section's live region without leaving the page.
 */
export default function NewsletterForm({ widget, labels }: NewsletterFormProps) {
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const live = form.parentElement?.querySelector('.newsletter__live');
    const say = (text: string) => {
      if (live) live.textContent = text;
    };
    // One solved challenge per signup attempt: answers are single use.
    let solving: Promise<string | null> | null = null;
    const startSolving = () => {
      solving ??= import('../lib/botcheck').then((m) => m.answer(widget, box.current)).catch(() => null);
      return solving;
    };
    const send = async (data: FormData): Promise<NewsletterOutcome> => {
      const altcha = await startSolving();
      solving = null;
      if (!altcha) return 'botcheck';
      const response = await fetch(form.getAttribute('action') ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: String(data.get('email') ?? ''),
          consent: data.get('consent') === 'on',
          locale: String(data.get('locale') ?? ''),
          // The ticked lists, or the one list the form offers (a hidden field).
          lists: data.getAll('lists').map(String).filter(Boolean),
          altcha,
        }),
      });
      if (response.ok) return 'subscribed';
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      return outcomeOf(body?.error?.code);
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      const data = new FormData(form);
      setSending(true);
      say('');
      const outcome = await send(data).catch((): NewsletterOutcome => 'error');
      setSending(false);
      say(messageOf(outcome));
    };
    const onFocus = () => void startSolving();
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusin', onFocus);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusin', onFocus);
    };
  }, [widget]);

  return (
    <>
      {widget.kind === 'turnstile' ? <span ref={box} className="newsletter__botcheck" /> : null}
      <button ref={button} type="submit" className="button button--light" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
    </>
  );
}
