/**
 * A subtree of a page that is never hydrated as a whole and holds no Suspense (its islands are
 * roots of their own): on the server it is rendered as one string and written into its element
 * at once, as the header and footer are (worker/render/static-html.tsx), where Fizz's streaming
 * renderer would write each piece of markup into the response stream. Where no string renderer
 * is given (a test rendering components alone), the children render as usual.
 *
 * No `useId` inside: the string render is a root of its own, whose ids would start again.
 */
import { useContext, type HTMLAttributes, type ReactNode } from 'react';
import { FastConnection } from './connection';
import { usePage } from './page-context';

type Host = 'aside' | 'div' | 'nav' | 'section';

export function Static({ as: Tag, children, ...attributes }: { as: Host; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const page = usePage();
  const fast = useContext(FastConnection);
  if (!page.renderStatic) return <Tag {...attributes}>{children}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the page's components (renderToString)
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: page.renderStatic(children, page, fast) }} />;
}
