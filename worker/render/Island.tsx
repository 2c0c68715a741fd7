/**
 * Server-only island rendering: client components ask for an island through the page
 * context (client/islands/Island.tsx); this is what answers, next to the renderer.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import type { AssetManifest } from '../../shared/assets';
import type { IslandRequest } from '../../client/islands/request';
import { islandComponents, isIslandName } from '../../client/islands/registry';
import { usePage } from '../../client/components/page-context';
import type { IslandName, IslandPropsMap } from '../../client/islands/types';
import { FastConnection } from '../../client/components/connection';
import { IslandRoot } from '../../client/components/image-preload';
import { inlineJson } from '../../shared/inline-json';
import { queueModules } from './module-loader';

/**
 * The island's props script: JSON with `<`, U+2028 and U+2029 escaped (shared/inline-json.ts).
 * A `<script type="application/json">` is data, never run, and carries JSON at its own size;
 * in an attribute every quote cost six bytes (`&quot;`).
 */
export const serialiseProps = inlineJson;

/**
 * The page's island renderer: each island becomes its own React root inside a marker that
 * names it and carries its props, exactly as the client's hydrateRoot will see it (same
 * useId prefix, counted per page).
 */
export function islandRenderer(assets: AssetManifest, fast = true): IslandRenderer {
  const counter = { next: 0 };
  return Object.assign((request: IslandRequest) => <ServerIsland {...request} assets={assets} counter={counter} fast={fast} />, {
    counter,
  });
}

/** The renderer with the page's island count so far (static-html.tsx reads and moves it on a memo hit). */
export type IslandRenderer = ((request: IslandRequest) => ReactNode) & { counter: { next: number } };

function ServerIsland<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
  wake,
  assets,
  counter,
  fast,
}: IslandRequest<N> & { assets: AssetManifest; counter: { next: number }; fast: boolean }) {
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`);
  const Component = islandComponents[name] as ComponentType<IslandPropsMap[N]>;
  const chunk = assets.islands[name];
  const { modules } = usePage();
  // In the shell, an island hydrated at load has its chunks loaded with the entry after first
  // paint (module-loader.ts). One in a part streamed later asks for nothing up front: the
  // entry imports its chunk when the marker arrives, so nothing competes with the first paint.
  if (chunk && hydrate === 'load' && modules && !modules.written) queueModules(modules, [chunk.file, ...chunk.imports]);
  const id = `i${counter.next++}-`;
  // The island's own root sees the page's connection (spec §4), as the client entry provides it.
  const html = renderToString(
    <FastConnection.Provider value={fast}>
      <IslandRoot.Provider value={true}>
        <Component {...props} />
      </IslandRoot.Provider>
    </FastConnection.Provider>,
    { identifierPrefix: id },
  );
  // The props follow the marker as a JSON data block (client/entry.tsx reads the marker's next sibling);
  // a data block is never run, so it carries no CSP nonce (the nonce only lets scripts run).
  return (
    <>
      <div
        className="island"
        data-island={name}
        data-island-id={id}
        data-hydrate={hydrate === 'load' ? undefined : hydrate}
        data-hydrate-cookie={hydrate === 'focus' ? wake?.cookie : undefined}
        data-hydrate-event={hydrate === 'focus' ? wake?.event : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render (renderToString)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: island props as escaped JSON in a data block */}
      <script type="application/json" data-island-props={id} dangerouslySetInnerHTML={{ __html: serialiseProps(props) }} />
    </>
  );
}
