/**
 * Server-only subtrees rendered to one string. Fizz's streaming renderer writes
 * every piece of markup into the response stream as it goes, which costs more per element
 * in workerd than `renderToString`'s string building; the page frame (header, footer) has
 * no Suspense and is never hydrated as a whole (its islands are roots of their own), so it
 * is rendered as a string and written into its element at once.
 *
 * The string render has no head of its own: its islands queue their chunks in the page's
 * module queue (the page context it is given), which the loader at the end of the shell reads.
 */
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { PageContext, usePage } from '../../client/components/page-context';
import { FastConnection } from '../../client/components/connection';

type Host = 'header' | 'footer';

export function StaticHtml({ as: Tag, className, children }: { as: Host; className: string; children: ReactNode }) {
  const page = usePage();
  const fast = useContext(FastConnection);
  const html = renderToString(
    <PageContext.Provider value={page}>
      <FastConnection.Provider value={fast}>{children}</FastConnection.Provider>
    </PageContext.Provider>,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the page's components (renderToString)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
