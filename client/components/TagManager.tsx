import { contentViewEvent, isGtmId, pageTypeOf } from '../../shared/analytics';
import { usePage } from './page-context';
import { inlineJson } from '../../shared/inline-json';

/**
 * Spec §7 tag manager: every page pushes a `content-view` page view to `window.dataLayer`;
 * the GTM script itself loads only with a valid container id (GTM-[A-Z0-9]+), which the
 * CSP allows in exactly that case. Both scripts carry the page's nonce.
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
  const start = isGtmId(gtmId) ? `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` : '';
  return (
    <>
      <script
        nonce={page.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the tag manager snippet, with the CSP nonce; the id is validated
        dangerouslySetInnerHTML={{ __html: `window.dataLayer=window.dataLayer||[];dataLayer.push(${inlineJson(view)});${start}` }}
      />
      {isGtmId(gtmId) ? <script async nonce={page.nonce} src={`https://www.googletagmanager.com/gtm.js?id=${gtmId}`} /> : null}
    </>
  );
}
