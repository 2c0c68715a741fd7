/**
 * The header and footer an isolate renders once per locale and frame (worker/render/static-html.tsx):
 * a page that takes them from the memo is byte for byte the page rendered cold (but for its CSP
 * nonce), with its own path in the country, consent and newsletter links; a page with anything
 * of one shopper's is rendered as before and never stored.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { frameKey, frameMemo } from '../../../worker/render/static-html';
import type { PageContextValue } from '../../../client/components/page-context';
import type { FrameData } from '../../../client/components/frame-types';

/**
 * A render (the page cache off), its nonce written as NONCE so two renders compare. As a crawler
 * gets it: the whole document at once, so no streamed part's timing differs between two renders.
 */
async function render(path: string): Promise<string> {
  const res = await createApp().request(
    `https://loipe.test${path}`,
    { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
    { ...env, PAGE_CACHE: 'off' },
    createExecutionContext(),
  );
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  return nonce ? html.split(nonce).join('NONCE') : html;
}

/**
 * Island ids are counted in the order islands render, and a streamed part's islands render when
 * its data arrives, before or after the footer: the ids are written as one, after checking they
 * are unique and each marker has its props.
 */
function withoutIslandIds(html: string): string {
  const ids = [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(html).toContain(`data-island-props="${id}"`);
  return html.replace(/(["_])i\d+-/g, '$1i-');
}

const links = (html: string) => ({
  country: /href="\/[a-z-]+\/country\?return=([^"]*)"/.exec(html)?.[1],
  consent: [...html.matchAll(/href="\/[a-z-]+\/consent\?return=([^"]*)"/g)].map((m) => m[1]),
  newsletter: /name="return_to" value="([^"]*)"/.exec(html)?.[1],
});

describe('the frame an isolate renders once per locale', () => {
  it.each([
    ['/en-us/c/skis/classic', '/en-us/c/boots'],
    ['/en-us/p/aurora-classic', '/en-us/p/aurora-classic?color=red'],
    ['/de-de', '/de-de/team'],
    ['/en-us/no-such-page', '/en-us/another-missing-page'],
  ])('%s from the memo (filled by %s) is the page rendered cold, with its own path in the links', async (path, first) => {
    frameMemo.clear();
    const cold = await render(path);
    frameMemo.clear();
    await render(first);
    const stored = frameMemo.size;
    expect(stored).toBeGreaterThan(0);
    const warm = await render(path);
    expect(withoutIslandIds(warm)).toBe(withoutIslandIds(cold));
    const encoded = encodeURIComponent(path.split('?')[0]!);
    expect(links(warm)).toEqual({
      country: encoded,
      consent: [encoded, encoded].slice(0, links(warm).consent.length),
      newsletter: path.split('?')[0],
    });
    expect(links(warm).consent.length).toBeGreaterThan(0);
  });

  it('takes the header and footer of another page of the locale without rendering them again', async () => {
    frameMemo.clear();
    await render('/en-us/c/skis/classic');
    const entries = frameMemo.size;
    expect(entries).toBe(2);
    await render('/en-us/c/boots');
    expect(frameMemo.size).toBe(entries);
  });

  it('renders a path that is not plain letters as before, its links percent-encoded', async () => {
    frameMemo.clear();
    await render('/en-us/no-such-page');
    const html = await render("/en-us/no-such-(page)'&x");
    expect(links(html).country).toBe('%2Fen-us%2Fno-such-%28page%29%27%26x');
    expect(links(html).newsletter).toBe('/en-us/no-such-(page)&#x27;&amp;x');
  });

  const page = { customerName: null, cartCount: null, events: undefined, livePreview: null } as unknown as PageContextValue;
  const frame = { nav: [] } as unknown as FrameData;
  it.each([
    ['a signed-in name', { customerName: 'Kari' }, {}],
    ['a cart count', { cartCount: 2 }, {}],
    ["a sign-in's analytics event", { events: [{ event: 'login' }] }, {}],
    ["an editor's preview", { livePreview: { showing: true } }, {}],
    ["a pro's badge", {}, { pro: { label: 'Pro' } }],
  ])('keeps no frame with %s', (_what, pageFields, frameFields) => {
    expect(
      frameKey('header', { ...page, ...pageFields } as PageContextValue, { ...frame, ...frameFields } as FrameData, true, 0),
    ).toBeNull();
  });
});
