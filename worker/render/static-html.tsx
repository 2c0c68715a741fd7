/**
 * Server-only subtrees rendered to one string (issue 15). Fizz's streaming renderer writes
 * every piece of markup into the response stream as it goes, which costs more per element
 * in workerd than `renderToString`'s string building; the page frame (header, footer) has
 * no Suspense and is never hydrated as a whole (its islands are roots of their own), so it
 * is rendered as a string and written into its element at once.
 *
 * The string render has no head of its own: the island chunks its islands ask to preload are
 * collected (ModuleQueue) and asked for from the page's render, where they reach the head.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { renderToString } from 'react-dom/server.edge';
import { PageContext, usePage } from '../../client/lib/page-context';
import { FastConnection } from '../../client/lib/connection';

/** Inside a string render: where module preloads go instead of the (absent) head. */
export const ModuleQueue = createContext<string[] | null>(null);

/** Preloads an island's chunk in the page's head, from the page's render or from a string render inside it. */
export function usePreloadModule(): (href: string) => void {
  const queue = useContext(ModuleQueue);
  return queue ? (href) => queue.push(href) : (href) => preloadModule(href, { as: 'script' });
}

type Host = 'header' | 'footer';

export function StaticHtml({ as: Tag, className, children }: { as: Host; className: string; children: ReactNode }) {
  const page = usePage();
  const fast = useContext(FastConnection);
  const queue: string[] = [];
  const html = renderToString(
    <PageContext.Provider value={page}>
      <FastConnection.Provider value={fast}>
        <ModuleQueue.Provider value={queue}>{children}</ModuleQueue.Provider>
      </FastConnection.Provider>
    </PageContext.Provider>,
  );
  for (const href of queue) preloadModule(href, { as: 'script' });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the page's components (renderToString)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
