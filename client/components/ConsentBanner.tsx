import { useT, usePage } from './page-context';
import { localePath } from '../../shared/locale';
import { returnParam } from '../../shared/return-param';
import { needsOptIn, type ConsentState } from '../../shared/consent';

/** The choice endpoint: JSON from the banner's script, a plain form post without JavaScript (303 back to `return_to`). */
export const CONSENT_ACTION = '/api/consent';

/** The cookie-settings page of the locale, coming back to `returnTo`. */
export const consentPagePath = (locale: { prefix: string }, returnTo: string) =>
  `${localePath(locale, '/consent')}?return=${returnParam(returnTo)}`;

/**
 * Reject all and accept all side by side, equally styled (reject first: the form's default
 * button). Plain submit buttons of a plain form, so they work without JavaScript. In the banner
 * they carry no class (the stylesheet styles `.consent button` as `.button`: bytes on every page).
 */
function AllOrNothing({ className }: { className?: string }) {
  const t = useT();
  return (
    <>
      <button className={className} type="submit" name="choice" value="reject">
        {t('consent.rejectAll')}
      </button>
      <button className={className} type="submit" name="choice" value="accept">
        {t('consent.acceptAll')}
      </button>
    </>
  );
}

/**
 * The banner every page carries until the shopper has chosen: in the flow of the page above the
 * header (never over the buy button or anything else on a phone), a labelled region reached
 * right after the skip link. The choice per purpose is the cookie-settings page, one link away.
 * The edge drops the banner per response once the choice cookie is there (`data-consent-banner`,
 * worker/edge/consent-banner.ts), so a cached page stays one copy for everyone; its script loads
 * only when the shopper comes to it (client/entry.tsx). Every byte here is on every first view of
 * every page: it is kept small.
 */
export function ConsentBanner() {
  const t = useT();
  const { locale, path } = usePage();
  return (
    <section className="consent" data-consent-banner="" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>
        {`${t(needsOptIn(locale.country) ? 'consent.text' : 'consent.notice')} `}
        <a href={localePath(locale, '/privacy')}>{t('consent.privacy')}</a>
      </p>
      <form action={CONSENT_ACTION} method="post">
        <input type="hidden" name="return_to" value={path} />
        <AllOrNothing />
        <a href={consentPagePath(locale, path)}>{t('consent.choose')}</a>
      </form>
    </section>
  );
}

/** The cookie-settings page's form: each purpose, the current choice ticked, then all, none or the ticked ones. */
export function ConsentChoices({ returnTo, checked }: { returnTo: string; checked: ConsentState }) {
  const t = useT();
  return (
    <form className="consent-page__form" action={CONSENT_ACTION} method="post">
      <input type="hidden" name="return_to" value={returnTo} />
      <fieldset>
        <legend>{t('consent.purposes')}</legend>
        <label>
          <input type="checkbox" name="analytics" defaultChecked={checked.analytics_storage === 'granted'} /> {t('consent.analytics')}
        </label>
        <label>
          <input type="checkbox" name="ads" defaultChecked={checked.ad_storage === 'granted'} /> {t('consent.ads')}
        </label>
      </fieldset>
      <div className="consent-page__actions">
        <button className="button button--primary" type="submit" name="choice" value="custom">
          {t('consent.save')}
        </button>
        <AllOrNothing className="button" />
      </div>
    </form>
  );
}
