import { Island } from '../islands/Island';
import { NEWSLETTER_OUTCOMES } from '../islands/NewsletterForm';
import { usePage, useT } from '../lib/page-context';
import type { SignupData } from './frame-types';

/**
 * The footer signup, wired to POST /api/newsletter with the page's own path to come back to;
 * copy and lists come from the content's email signup settings (spec §3). The heading, text
 * and outcome messages are plain markup around the form's island: they never change, and
 * without JavaScript CSS `:target` shows the message the plain post comes back to.
 */
export function NewsletterForm({ signup }: { signup: SignupData }) {
  const { locale, path } = usePage();
  const t = useT();
  const messages = {
    subscribed: signup.success,
    'invalid-email': t('newsletter.invalidEmail'),
    'consent-required': t('newsletter.consentRequired'),
    botcheck: t('newsletter.botcheck'),
    error: t('newsletter.error'),
  };
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="newsletter__heading">
        {signup.heading}
      </h2>
      <p className="newsletter__text">{signup.text}</p>
      <Island
        name="newsletter-form"
        // In the footer or low on a page: the form posts without JavaScript until it is in reach.
        hydrate="visible"
        props={{
          action: '/api/newsletter',
          challengeUrl: '/api/botcheck/challenge',
          returnTo: path,
          locale: locale.prefix,
          lists: signup.lists,
          labels: {
            email: t('newsletter.emailLabel'),
            placeholder: signup.placeholder,
            consent: t('newsletter.consent'),
            privacy: signup.privacy,
            lists: t('newsletter.lists'),
            submit: signup.button,
            sending: t('newsletter.sending'),
          },
        }}
      />
      {NEWSLETTER_OUTCOMES.map((outcome) => (
        <p key={outcome} id={`newsletter-${outcome}`} className={`newsletter__message newsletter__message--${outcome}`} tabIndex={-1}>
          {messages[outcome]}
        </p>
      ))}
    </section>
  );
}
