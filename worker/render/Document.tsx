import type { ReactNode } from 'react';
import { HeaderContent } from '../../client/components/Header';
import { FooterContent } from '../../client/components/Footer';
import { StaticHtml } from './static-html';
import type { FrameData } from '../../client/components/frame-types';
import { PageContext, usePage, useT } from '../../client/components/page-context';
import { languageTag } from '../../shared/locale';
import type { HeadData } from './head';
import { TagManager } from '../../client/components/TagManager';
import { UpdateNotice } from '../../client/components/UpdateNotice';
import { ConsentBanner } from '../../client/components/ConsentBanner';
import { moduleLoaderScript, moduleQueue } from './module-loader';
import { inlineJson } from '../../shared/inline-json';
import { LIVE_PREVIEW_CONFIG_ID, type LivePreviewView } from '../../shared/live-preview';

/** The document shell: head, header, main frame, footer and the client entry. */
export function Document({ head, frame, children }: { head: HeadData; frame: FrameData; children: ReactNode }) {
  const page = usePage();
  const t = useT();
  // The page's modules: the entry's imports, then the islands' chunks as the shell renders
  // them; the loader at the end of the shell asks for them after first paint (module-loader.ts).
  const modules = moduleQueue(page.assets.entryImports);
  return (
    <PageContext.Provider value={{ ...page, modules }}>
      <html lang={languageTag(page.locale)} dir="ltr" data-connection={page.fastConnection === false ? 'slow' : 'fast'}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{head.title}</title>
          <meta name="description" content={head.description} />
          {head.robots || page.livePreview ? <meta name="robots" content={head.robots ?? 'noindex'} /> : null}
          {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
          {Object.entries(head.openGraph ?? {}).map(([key, value]) => (
            <meta key={key} property={key} content={value} />
          ))}
          <meta name="theme-color" content="#0e2a3b" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="stylesheet" href={page.assets.css} precedence="default" />
          {/* An editor's preview is no shopper's visit: no tag manager (its hash would reach the tags too). */}
          {page.livePreview ? null : <TagManager title={head.title} />}
          {head.jsonLd?.map((data, index) => (
            // A data block, never run, so the CSP nonce (which only lets scripts run) is not written on it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped for a script element
            <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(data) }} />
          ))}
        </head>
        <body>
          <a className="skip-link" href="#main">
            {t('site.skipToContent')}
          </a>
          {page.livePreview && !page.livePreview.showing ? (
            <p className="preview-notice" role="status">
              {t('preview.refused')}
            </p>
          ) : null}
          {/* No consent banner on the consent page itself, nor on an editor's preview (no tag manager there). */}
          {page.consentBanner === false || page.livePreview ? null : <ConsentBanner />}
          <StaticHtml as="header" className="site-header" frame={frame}>
            <HeaderContent frame={frame} />
          </StaticHtml>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <StaticHtml as="footer" className="site-footer" frame={frame}>
            <FooterContent frame={frame} />
          </StaticHtml>
          <UpdateNotice />
          <ModuleLoader />
          {page.livePreview?.sdk ? <LivePreviewSdk settings={page.livePreview.sdk} /> : null}
        </body>
      </html>
    </PageContext.Provider>
  );
}

/** The Live Preview Utils SDK's chunk and its settings: an editor's preview page only (client/live-preview.ts). */
function LivePreviewSdk({ settings }: { settings: NonNullable<LivePreviewView['sdk']> }) {
  const page = usePage();
  return (
    <>
      {/* A data block, never run: the chunk reads it. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element */}
      <script type="application/json" id={LIVE_PREVIEW_CONFIG_ID} dangerouslySetInnerHTML={{ __html: inlineJson(settings) }} />
      <script type="module" src={page.assets.livePreview} nonce={page.nonce} />
    </>
  );
}

/**
 * The entry and the islands' chunks, loaded after first paint. Rendered last in the shell, so
 * every island of the shell has queued its chunks by then; islands of parts streamed later
 * preload their own (worker/render/Island.tsx).
 */
function ModuleLoader() {
  const page = usePage();
  const modules = page.modules ?? moduleQueue(page.assets.entryImports);
  modules.written = true;
  return (
    <script
      nonce={page.nonce}
      data-module-loader=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader with JSON-escaped URLs of this build, with the CSP nonce
      dangerouslySetInnerHTML={{ __html: moduleLoaderScript(page.assets.entry, modules.hrefs) }}
    />
  );
}
