import { contentViewEvent, isGtmId, pageTypeOf } from '../../shared/analytics';
import { usePage } from './page-context';
import { inlineJson } from '../../shared/inline-json';
import { consentDefaults, consentScript } from '../../shared/consent';

/**
 * Spec §7 tag manager: every page sets Consent Mode v2 first (the locale's defaults, then the
 * shopper's stored choice: shared/consent.ts), then pushes a `content-view` page view to `window.dataLayer`;
 * the GTM script itself loads only with a valid container id (GTM-[A-Z0-9]+), which the
 * CSP allows in exactly that case. One inline script with the page's nonce does all three, in that order.
 */
export function TagManager({ title }: { title: string }) {
  const page = usePage();
  const gtmId = page.gtmId;
  const view = contentViewEvent({
    path: page.path,
    title,
    locale: page.locale.prefix,
    region: page.regions.content,
    pageType: pageTypeOf(page.path),
  });
  // The container is added by this same script, after Consent Mode's defaults and the page view (as Google's
  // own snippet adds it): a `<script async src>` element would be hoisted by React to the top of the head,
  // ahead of the defaults. It carries this script's nonce.
  const start = isGtmId(gtmId)
    ? `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});(function(j){j.async=true;j.nonce=document.currentScript.nonce;j.src=${inlineJson(`https://www.googletagmanager.com/gtm.js?id=${gtmId}`)};document.head.appendChild(j)})(document.createElement('script'));`
    : '';
  return (
    <script
      nonce={page.nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the tag manager snippet, with the CSP nonce; the id is validated
      dangerouslySetInnerHTML={{
        __html: `${consentScript(consentDefaults(page.locale.country))}${[view, ...(page.events ?? [])].map((e) => `dataLayer.push(${inlineJson(e)});`).join('')}${start}`,
      }}
    />
  );
}
