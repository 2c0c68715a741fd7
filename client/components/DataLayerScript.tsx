import type { DataLayerEvent } from '../../shared/analytics';
import { usePage } from './page-context';
import { inlineJson } from '../../shared/inline-json';

/** JSON for an inline script: `<` and the JS line separators escaped so no value can end the script. */
/**
 * Pushes page-level analytics events (view_item, ...) to `window.dataLayer` as the HTML is
 * parsed: an inline script with the page's CSP nonce, no client chunk needed. Only for
 * the shell (scripts inside streamed Suspense parts do not run).
 */
export function DataLayerScript({ events }: { events: DataLayerEvent[] }) {
  const { nonce } = usePage();
  const code = `(window.dataLayer=window.dataLayer||[]);${events.map((e) => `${'ecommerce' in e ? 'dataLayer.push({ecommerce:null});' : ''}dataLayer.push(${inlineJson(e)});`).join('')}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element, with the CSP nonce
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
