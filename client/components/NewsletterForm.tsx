import { Island } from '../islands/Island';
import { usePage, useT } from '../lib/page-context';
import type { SignupData } from './frame-types';

/**
 * The footer signup, wired to POST /api/newsletter with the page's own path to come back to;
 * copy and lists come from the content's email signup settings (spec §3).
 */
export function NewsletterForm({ signup }: { signup: SignupData }) {
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
        lists: signup.lists,
        labels: {
          heading: signup.heading,
          text: signup.text,
          email: t('newsletter.emailLabel'),
          placeholder: signup.placeholder,
          consent: t('newsletter.consent'),
          privacy: signup.privacy,
          lists: t('newsletter.lists'),
          submit: signup.button,
          sending: t('newsletter.sending'),
          messages: {
            subscribed: signup.success,
            'invalid-email': t('newsletter.invalidEmail'),
            'consent-required': t('newsletter.consentRequired'),
            error: t('newsletter.error'),
          },
        },
      }}
    />
  );
}
