/**
 * The Live Preview Utils SDK on an editor's preview page, and only there (its own build entry;
 * worker/content/live-preview.ts links it). Started in SSR mode: on each edit the SDK reloads the
 * frame with the editor's fresh hash and the server renders the draft again; the edit buttons it
 * draws come from the page's `data-cslp` tags. Its settings are the page's inline JSON.
 */
import ContentstackLivePreview from '@contentstack/live-preview-utils';
import { LIVE_PREVIEW_CONFIG_ID, type LivePreviewView } from '../shared/live-preview';

const element = document.getElementById(LIVE_PREVIEW_CONFIG_ID);
const sdk = element?.textContent ? (JSON.parse(element.textContent) as NonNullable<LivePreviewView['sdk']>) : null;
if (sdk) {
  // The document says whether the SDK started (the e2e run and an editor's devtools read it).
  Promise.resolve(
    ContentstackLivePreview.init({
      ssr: true,
      enable: true,
      mode: 'preview',
      stackDetails: { apiKey: sdk.apiKey, environment: sdk.environment, branch: sdk.branch },
      clientUrlParams: { protocol: 'https', host: sdk.appHost, port: 443 },
      editButton: { enable: true },
    }),
  ).then(
    () => {
      document.documentElement.dataset.livePreview = 'started';
    },
    (error: unknown) => {
      document.documentElement.dataset.livePreview = 'failed';
      console.error('live preview SDK did not start', error);
    },
  );
}
