import type { ReactNode } from 'react';
import type { Context } from 'hono';
// React's Node build: its Fizz writes each piece of markup into a 4 KB buffer with
// `TextEncoder.encodeInto`, where the edge build allocates a new array per piece with
// `encode`; the Web stream API is the same. workerd runs it with `nodejs_compat`.
import { renderToReadableStream } from 'react-dom/server.node';
import { coalesceReadyChunks } from './coalesce-stream';
import type { AppEnv } from '../edge/app-env';
import { PageContext, type PageContextValue } from '../../client/components/page-context';
import { FastConnection } from '../../client/components/connection';
import { isFastConnection } from '../../shared/connection';
import type { FrameData, SignupData } from '../../client/components/frame-types';
import { botcheckWidget } from './botcheck';
import type { EmailSignupSettings } from '../ports/content/editorial-entries';
import type { ContentRegion } from '../rules/regions';
import { ErrorPage } from '../../client/pages/ErrorPage';
import { defaultLocaleForCountry } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { regionsFor } from '../rules/regions';
import { assetManifest } from './manifest';
import { islandRenderer } from './Island';
import { isCrawler } from './crawler';
import { Document } from './Document';
import { buildFrame } from './frame';
import { errorPageTitle, type HeadData } from './head';
import { builtInDisplayText } from '../ports/content/embedded';
import type { BrandSettings } from '../ports/content/entries';
import { searchConnector, searchEnabled } from '../ports/search/connector';
import { NO_STORE, PRIVATE_NO_STORE } from '../rules/cache-control';
import { COUNT_COOKIE, countsFromCookie } from '../rules/cart-count';
import { getCookie } from 'hono/cookie';
import { ACCOUNT_EVENT_COOKIE, accountEvent, pendingAccountEvent } from '../../shared/analytics';

const CLEAR_ACCOUNT_EVENT = `${ACCOUNT_EVENT_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;

export interface PageRequest {
  context: PageContextValue;
  frame: FrameData;
  /** The brand settings the frame was built from (null on the fallback page). */
  brand: BrandSettings | null;
}

/** Builds what every page needs from the request: locale, regions, text, brand, frame. */
export async function pageRequest(c: Context<AppEnv>): Promise<PageRequest> {
  const locale = c.get('locale') ?? defaultLocaleForCountry(c.get('geoCountry'));
  const regions = c.get('regions') ?? regionsFor(locale.country);
  const content = c.get('content');
  const cx = c.get('call').content(locale.contentLocale);
  const fast = isFastConnection(c.req.header('ect'));
  // The shopper middleware has read the signed-in customer already; unset where it did not run (early errors).
  const shared = c.get('sharedPage') === true;
  const identity = shared ? null : (c.get('shopper')?.customer ?? null);
  const state = c.get('customerState');
  const [text, brand, header, footer, signup, customer] = await Promise.all([
    content.getDisplayText(cx),
    content.getBrandSettings(cx),
    content.getHeader(cx, regions.content),
    content.getFooter(cx),
    content.getEmailSignupSettings(cx, regions.content),
    // The signed-in name for the header (a session with a customer is never a cached page).
    identity === null
      ? null
      : state?.customer
        ? { first_name: state.customer.firstName }
        : c
            .get('commerce')
            .getCustomer(c.get('call').commerce(identity.store), identity.id)
            .catch(() => null),
  ]);
  const context: PageContextValue = {
    locale,
    regions,
    text,
    assets: assetManifest,
    nonce: c.get('nonce'),
    path: new URL(c.req.url).pathname,
    brandName: brand.title,
    development: c.env.ENVIRONMENT === 'development',
    renderIsland: islandRenderer(assetManifest, fast),
    gtmId: c.env.GTM_ID || null,
    fastConnection: fast,
    // A shared page (the page cache keeps it for everyone of its price group) names no one and
    // counts nothing: the edge fills both per answer (worker/page-cache/personal.ts). Any other
    // page shows the cart cookie's count, as the mini-cart's hydration reads it.
    customerName: shared ? null : (customer?.first_name ?? null),
    ...(shared ? {} : { cartCount: countsFromCookie(getCookie(c, COUNT_COOKIE))[regions.commerce] ?? null }),
    livePreview: c.get('livePreview') ?? null,
  };
  // A sign-in or a new account just before this page: its GA4 event goes out once, with this view.
  const pending = pendingAccountEvent(getCookie(c, ACCOUNT_EVENT_COOKIE));
  if (pending) context.events = [accountEvent(pending)];
  // Spec §5: the header offers search only when the brand setting says so and a connector exists.
  const search = c.get('search') !== null && searchEnabled(brand, searchConnector(c.env));
  const frame: FrameData = {
    ...buildFrame(locale, regions.content, header, footer, brand),
    search,
    signup: signupData(signup, regions.content, c),
  };
  // The header shows a signed-in pro's (or staff member's) state on every page.
  if (state && (state.isPro || state.isEmployee)) {
    frame.pro = {
      label: text['pro.badge'],
      status: text['pro.header.status'],
      href: localePath(locale, '/pro'),
      employee: state.isEmployee ? text['pro.tracker.employee'] : null,
    };
  }
  return { context, frame, brand };
}

/** The footer signup from the content settings (spec §3): its copy and the region's lists; none where not offered. */
function signupData(settings: EmailSignupSettings, region: ContentRegion, c: Context<AppEnv>): SignupData | null {
  if ((settings.regions.length && !settings.regions.includes(region)) || settings.lists.length === 0) return null;
  const { copy } = settings;
  return {
    // The signup is a protected form too: the configured bot check's widget.
    botcheck: botcheckWidget(c),
    heading: copy.heading,
    text: copy.text,
    placeholder: copy.placeholder,
    button: copy.button_text,
    success: copy.success,
    privacy: copy.privacy,
    lists: settings.lists.map((l) => ({ id: l.id, title: l.title, description: l.description })),
  };
}

/**
 * The page request when the content service itself failed: the built-in English texts and
 * a frame without navigation, so the error page can still say what happened.
 */
export function fallbackPageRequest(c: Context<AppEnv>): PageRequest {
  const locale = c.get('locale') ?? defaultLocaleForCountry(c.get('geoCountry'));
  const regions = c.get('regions') ?? regionsFor(locale.country);
  const context: PageContextValue = {
    locale,
    regions,
    text: builtInDisplayText,
    assets: assetManifest,
    nonce: c.get('nonce'),
    path: new URL(c.req.url).pathname,
    brandName: 'Loipe',
    development: c.env.ENVIRONMENT === 'development',
    renderIsland: islandRenderer(assetManifest),
    gtmId: c.env.GTM_ID || null,
    livePreview: c.get('livePreview') ?? null,
  };
  const frame: FrameData = { nav: [], secondary: [], topAlert: null, footerColumns: [], social: [], contact: null, tagline: '' };
  return { context, frame, brand: null };
}

export interface PageRender {
  status?: number;
  head: HeadData;
  body: ReactNode;
  headers?: Record<string, string>;
}

function withoutVary(headers: Record<string, string> | undefined): Record<string, string> {
  const { vary: _vary, ...rest } = headers ?? {};
  return rest;
}

/**
 * React moves a Suspense part that is ready at the first flush out of place, into a hidden
 * `<div>` at the end that a script swaps in, once the bytes sent so far pass this size
 * (12,800 by default: every page's frame alone passes it). Such a part never shows without
 * JavaScript, and costs a script and a swap: so the parts that are ready stay in place, and
 * only those still on their way stream in behind their fallback.
 */
const INLINE_READY_PARTS = 1 << 20;

/**
 * Streams a page: the shell (head, header, frame) flushes at once, Suspense parts follow.
 * Crawlers get the whole document. If the shell itself fails, the error page is sent.
 */
export async function renderPage(c: Context<AppEnv>, request: PageRequest, page: PageRender): Promise<Response> {
  const fast = request.context.fastConnection ?? true;
  const element = (
    <PageContext.Provider value={request.context}>
      <FastConnection.Provider value={fast}>
        <Document head={page.head} frame={request.frame}>
          {page.body}
        </Document>
      </FastConnection.Provider>
    </PageContext.Provider>
  );
  const head = c.req.raw.method === 'HEAD';
  let stopped = false;
  try {
    const stream = await renderToReadableStream(element, {
      nonce: request.context.nonce,
      signal: c.req.raw.signal,
      progressiveChunkSize: INLINE_READY_PARTS,
      onError(error: unknown) {
        // Suspense parts that fail render their fallback; the error is only logged (not the
        // parts a HEAD stops on purpose).
        if (!stopped) console.error('render error', error);
      },
    });
    // A HEAD needs only the status, known once the shell is ready: the rest of the render is
    // stopped. Its unfinished reads end with this request; no other request waits on them, as
    // the memos keep only settled values. Crawlers get the whole document.
    if (head) {
      stopped = true;
      await stream.cancel();
    } else if (isCrawler(c.req.header('user-agent'))) await stream.allReady;
    return new Response(head ? null : coalesceReadyChunks(stream), {
      status: page.status ?? 200,
      // Spec §4: ask for the connection type (ECT) that decides the pictures' densities.
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'accept-ch': 'ECT',
        vary: page.headers?.vary ? `${page.headers.vary}, ECT` : 'ECT',
        ...(request.context.customerName ? { 'cache-control': PRIVATE_NO_STORE } : {}),
        ...withoutVary(page.headers),
        // The pending account event is pushed by this page: it is cleared with it.
        ...(request.context.events?.length ? { 'set-cookie': CLEAR_ACCOUNT_EVENT } : {}),
      },
    });
  } catch (error) {
    console.error('shell render failed', error);
    return renderErrorPage(c, request, 500, error);
  }
}

/** The spec §2 error page for a status, with the raw error shown only in development. */
export async function renderErrorPage(_c: Context<AppEnv>, request: PageRequest, status: number, error?: unknown): Promise<Response> {
  const t = request.context.text;
  // Spec §2: 'Product Not Available' for 410, 'Page Not Found' for every other status.
  const title = errorPageTitle(status, t, request.context.brandName);
  const element = (
    <PageContext.Provider value={request.context}>
      <Document head={{ title, description: t['error.notFound.text'] }} frame={request.frame}>
        <ErrorPage status={status} error={request.context.development && error ? String((error as Error)?.stack ?? error) : null} />
      </Document>
    </PageContext.Provider>
  );
  try {
    const stream = await renderToReadableStream(element, {
      nonce: request.context.nonce,
      progressiveChunkSize: INLINE_READY_PARTS,
      onError: (e: unknown) => console.error('error page', e),
    });
    await stream.allReady;
    return new Response(coalesceReadyChunks(stream), {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_STORE },
    });
  } catch (failure) {
    console.error('error page failed', failure);
    return new Response(`${t['error.generic.title']}\n`, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}
