import { Island } from '../islands/Island';
import { usePage, useT } from '../lib/page-context';

/** The footer signup, wired to POST /api/newsletter with the page's own path to come back to. */
export function NewsletterForm() {
  const { locale, path } = usePage();
  const t = useT();
  return (
    <Island
      name="newsletter-form"
      // In the footer or low on a page: the form posts without JavaScript until it is in reach.
      hydrate="visible"
      props={{
        action: '/api/newsletter',
        returnTo: path,
        locale: locale.prefix,
        labels: {
          heading: t('newsletter.heading'),
          text: t('newsletter.text'),
          email: t('newsletter.emailLabel'),
          consent: t('newsletter.consent'),
          submit: t('newsletter.submit'),
          sending: t('newsletter.sending'),
          messages: {
            subscribed: t('newsletter.success'),
            'invalid-email': t('newsletter.invalidEmail'),
            'consent-required': t('newsletter.consentRequired'),
            error: t('newsletter.error'),
          },
        },
      }}
    />
  );
}
