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
 * Server-only: renders an island as its own React root inside a marker that names it and
 * carries its props, exactly as the client's hydrateRoot will see it (same useId prefix).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandPropsMap[N] }) {
  const page = usePage();
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`);
  const Component = islandComponents[name] as ComponentType<IslandPropsMap[N]>;
  const chunk = page.assets.islands[name];
  if (chunk) [chunk.file, ...chunk.imports].forEach((href) => preloadModule(href, { as: 'script' }));
  const id = `i${page.islandCounter.next++}-`;
  const html = renderToString(<Component {...props} />, { identifierPrefix: id });
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-props={serialiseProps(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
