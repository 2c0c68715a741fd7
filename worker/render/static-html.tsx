/**
 * Server-only subtrees rendered to one string. Fizz's streaming renderer writes
 * every piece of markup into the response stream as it goes, which costs more per element
 * in workerd than `renderToString`'s string building; the page frame (header, footer) has
 * no Suspense and is never hydrated as a whole (its islands are roots of their own), so it
 * is rendered as a string and written into its element at once.
 *
 * The string render has no head of its own: its islands queue their chunks in the page's
 * module queue (the page context it is given), which the loader at the end of the shell reads.
 *
 * The frame of an anonymous page is the same for every page of its locale but for the page's
 * own path (the country and consent links' `return`, the newsletter form's `return_to`): each
 * isolate renders it once per locale and frame with a mark in place of the path, and every
 * later page takes that string with its path put in (`frameMemo`). Percent-encoded
 * (shared/return-param.ts) a path needs no escaping in an attribute or JSON; as it is, only a
 * path of letters, digits and `/-._~%` goes in (any other is rendered as before). A header and
 * footer were 0.45 ms of a page's 3–4.5 ms of workerd CPU (docs/benchmarks.md). The key holds
 * every input the frame's components read; a page
 * with anything of one shopper's (a name, a cart count, a pro badge, an account event) or an
 * editor's preview is rendered as before and never stored.
 */
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { PageContext, usePage, type PageContextValue } from '../../client/components/page-context';
import { FastConnection } from '../../client/components/connection';
import type { FrameData } from '../../client/components/frame-types';
import { returnParam } from '../../shared/return-param';
import { queueModules } from './module-loader';
import type { IslandRenderer } from './Island';

type Host = 'header' | 'footer';

/** The path the frame is rendered with once, and the form it takes in its links. */
const PATH_MARK = '/__loipe-frame-path__';
const ENCODED_MARK = returnParam(PATH_MARK);
const MARK_TOKEN = '__loipe-frame-path__';
/** A path that reads the same in an attribute, a text and JSON: it may replace the mark as it is. */
const PLAIN_PATH = /^[A-Za-z0-9/._~%-]*$/;

interface Rendered {
  html: string;
  /** The chunks its islands queued for the page's loader. */
  modules: readonly string[];
  /** How many islands it rendered (the page's island ids go on from there). */
  islands: number;
  /** Whether the path is in it as it is, not only percent-encoded. */
  plain: boolean;
}

/**
 * The isolate's rendered frames, newest last; a few locales × header and footer. Null: a frame
 * whose render had the path somewhere else or a nonce in it, rendered as before from then on
 * (without the marked render first).
 */
const MEMO_LIMIT = 64;
export const frameMemo = new Map<string, Rendered | null>();

/** The frame's data as a key part: one stringify per page for its header and footer. */
const frameJson = new WeakMap<FrameData, string>();
function jsonOf(frame: FrameData): string {
  let json = frameJson.get(frame);
  if (json === undefined) frameJson.set(frame, (json = JSON.stringify(frame)));
  return json;
}

/** Objects that are the same for every request of a deploy (the display text, the asset manifest), by identity. */
const identities = new WeakMap<object, number>();
let nextIdentity = 0;
function identity(value: object): number {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = nextIdentity++));
  return id;
}

/** The memo key of a frame, or null when the page carries anything of one shopper's or an editor's. */
export function frameKey(tag: Host, page: PageContextValue, frame: FrameData, fast: boolean, islands: number): string | null {
  if (page.customerName || page.cartCount || page.events?.length || page.livePreview || frame.pro) return null;
  return JSON.stringify([
    tag,
    page.locale,
    page.regions,
    identity(page.text),
    identity(page.assets),
    page.brandName,
    page.development,
    page.gtmId,
    page.consentBanner ?? null,
    page.fastConnection ?? null,
    page.modules?.written ?? null,
    fast,
    islands,
    jsonOf(frame),
  ]);
}

function render(page: PageContextValue, fast: boolean, children: ReactNode): string {
  return renderToString(
    <PageContext.Provider value={page}>
      <FastConnection.Provider value={fast}>{children}</FastConnection.Provider>
    </PageContext.Provider>,
  );
}

export function StaticHtml({
  as: Tag,
  className,
  frame,
  children,
}: {
  as: Host;
  className: string;
  frame: FrameData;
  children: ReactNode;
}) {
  const page = usePage();
  const fast = useContext(FastConnection);
  const html = frameHtml(Tag, page, frame, fast, children);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the page's components (renderToString), with the page's path percent-encoded into its links
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function frameHtml(tag: Host, page: PageContextValue, frame: FrameData, fast: boolean, children: ReactNode): string {
  const counter = (page.renderIsland as Partial<IslandRenderer>).counter;
  const key = counter ? frameKey(tag, page, frame, fast, counter.next) : null;
  if (!counter || key === null) return render(page, fast, children);
  let known = frameMemo.get(key);
  if (known === null) return render(page, fast, children);
  if (known) {
    // The newest last: the first key is the one to go when the memo is full.
    frameMemo.delete(key);
    frameMemo.set(key, known);
  } else {
    // Rendered with the mark for a path and a module queue of its own, so what it needs is known.
    const start = counter.next;
    const modules = { hrefs: [] as string[], written: page.modules?.written ?? false };
    const html = render({ ...page, path: PATH_MARK, modules }, fast, children);
    const marks = html.split(MARK_TOKEN).length - 1;
    const encoded = html.split(ENCODED_MARK).length - 1;
    const plain = html.split(PATH_MARK).length - 1;
    const islands = counter.next - start;
    counter.next = start;
    // Kept only where every mark is the path's, encoded or as it is, and no nonce is in it.
    const fit = marks === encoded + plain && !(page.nonce && html.includes(page.nonce));
    known = fit ? { html, modules: modules.hrefs, islands, plain: plain > 0 } : null;
    if (frameMemo.size >= MEMO_LIMIT) frameMemo.delete(frameMemo.keys().next().value as string);
    frameMemo.set(key, known);
    if (!known) return render(page, fast, children);
  }
  if (known.plain && !PLAIN_PATH.test(page.path)) return render(page, fast, children);
  if (page.modules) queueModules(page.modules, known.modules);
  counter.next += known.islands;
  const filled = known.html.split(ENCODED_MARK).join(returnParam(page.path));
  return known.plain ? filled.split(PATH_MARK).join(page.path) : filled;
}
