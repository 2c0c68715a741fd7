import { Island } from '../islands/Island';
import { NEWSLETTER_OUTCOMES } from '../islands/NewsletterForm';
import { usePage, useT } from './page-context';
import type { SignupData } from './frame-types';

/**
 * The footer signup, wired to POST /api/newsletter with the page's own path to come back to;
 * copy and lists come from the content's email signup settings (spec §3). The section, the
 * form with its fields, the privacy note, the live region and the outcome messages are plain
 * markup (without JavaScript CSS `:target` shows the message the plain post comes back to);
 * the island is the submit button, which takes the form's submit once it runs, so its props
 * carry two labels rather than the form's copy a second time.
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
      <form className="newsletter__form" method="post" action="/api/newsletter">
        <input type="hidden" name="return_to" value={path} />
        {/* Empty in a plain form post: without JavaScript the server answers #newsletter-botcheck. */}
        <input type="hidden" name="altcha" value="" />
        <input type="hidden" name="locale" value={locale.prefix} />
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor="newsletter-email">
            {t('newsletter.emailLabel')}
          </label>
          <input
            id="newsletter-email"
            className="field__input newsletter__email"
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={signup.placeholder}
          />
          <Island
            name="newsletter-form"
            // In the footer or low on a page: the form posts without JavaScript until it is in reach.
            hydrate="visible"
            props={{ widget: signup.botcheck, labels: { submit: signup.button, sending: t('newsletter.sending') } }}
          />
        </div>
        {/* One list: it is the signup itself. Several: the shopper ticks which (the first by default). */}
        {signup.lists.length > 1 ? (
          <fieldset className="newsletter__lists">
            <legend className="newsletter__legend">{t('newsletter.lists')}</legend>
            {signup.lists.map((list, index) => (
              <label key={list.id} className="checkbox newsletter__list">
                <input type="checkbox" name="lists" value={list.id} defaultChecked={index === 0} />
                <span>
                  <strong>{list.title}</strong> <span className="newsletter__list-text">{list.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="lists" value={signup.lists[0]?.id ?? ''} />
        )}
        <label className="checkbox newsletter__consent">
          <input type="checkbox" name="consent" required />
          <span>{t('newsletter.consent')}</span>
        </label>
      </form>
      <p className="newsletter__privacy">{signup.privacy}</p>
      <p className="newsletter__live" role="status" aria-live="polite" />
      {NEWSLETTER_OUTCOMES.map((outcome) => (
        <p key={outcome} id={`newsletter-${outcome}`} className="newsletter__message" tabIndex={-1}>
          {messages[outcome]}
        </p>
      ))}
    </section>
  );
}
