import type { ComponentType } from 'react';
import { preloadModule } from 'react-dom';
import { renderToString } from 'react-dom/server.edge';
import { usePage } from '../lib/page-context';
import { islandComponents, isIslandName } from './registry';
import type { IslandName, IslandPropsMap } from './types';

/** JSON for an HTML attribute; React escapes attribute values, `<` is escaped too for defence in depth. */
export function serialiseProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/**
 * When the client hydrates the island: `load` (the default) as soon as the page runs, with its
 * chunk modulepreloaded; `visible` once it comes within reach of the viewport, for islands
 * below the fold. Until then the server's HTML works as it does without JavaScript.
 */
export type Hydrate = 'load' | 'visible';

/**
 * Server-only: renders an island as its own React root inside a marker that names it and
 * carries its props, exactly as the client's hydrateRoot will see it (same useId prefix).
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'load' }: { name: N; props: IslandPropsMap[N]; hydrate?: Hydrate }) {
  const page = usePage();
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`);
  const Component = islandComponents[name] as ComponentType<IslandPropsMap[N]>;
  const chunk = page.assets.islands[name];
  if (chunk && hydrate === 'load') [chunk.file, ...chunk.imports].forEach((href) => preloadModule(href, { as: 'script' }));
  const id = `i${page.islandCounter.next++}-`;
  const html = renderToString(<Component {...props} />, { identifierPrefix: id });
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-hydrate={hydrate === 'load' ? undefined : hydrate}
      data-props={serialiseProps(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
