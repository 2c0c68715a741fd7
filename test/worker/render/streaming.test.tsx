import { Suspense, use, type ReactNode } from 'react';
import { Hono, type Context } from 'hono';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/edge/app-env';
import { securityHeaders } from '../../../worker/edge/security-headers';
import { providers } from '../../../worker/edge/providers';
import { pageRequest, renderPage } from '../../../worker/render/render-page';
import { settledForReact } from '../../../worker/render/page-blocks';
import { inlineScripts, isDataBlock, runnableScripts } from '../support/helpers';

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

/** A page whose deferred part resolves only when `release` is called (or fails). */
function slowApp() {
  let release!: (value: string) => void;
  let fail!: (error: Error) => void;
  const deferred = new Promise<string>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  function Slow() {
    return <p className="slow">{use(deferred)}</p>;
  }
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(providers());
  /** A page with one Suspense part (`part`) after its heading, and `after` it. */
  const pageWith =
    (title: string, description: string, part: ReactNode, after: ReactNode = null) =>
    async (c: Context<AppEnv>) =>
      renderPage(c, await pageRequest(c), {
        head: { title, description },
        body: (
          <>
            <h1>Shell heading</h1>
            <Suspense fallback={<p className="fallback">Loading related products</p>}>{part}</Suspense>
            {after}
          </>
        ),
      });
  app.get('/slow', pageWith('Streaming check | Loipe', 'A page with a slow part', <Slow />));
  // A deferred part whose data is there before the page renders, marked as deferCards marks it:
  // a new promise per request, so only settledForReact (not an earlier render) has marked it.
  function Ready({ related }: { related: Promise<string> }) {
    const title = use(related);
    // More than the 500 bytes under which React never moves a part out of place.
    return (
      <ul className="ready">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>{`${title}, card ${i} of the ready part`}</li>
        ))}
      </ul>
    );
  }
  app.get('/ready', async (c) => {
    const related = settledForReact(Promise.resolve('Related products, already read'));
    await related;
    return pageWith(
      'Ready check | Loipe',
      'A page whose deferred part is already there',
      <Ready related={related} />,
      // More than React's default outlining size (12,800 bytes) before and around the part.
      <ul>
        {Array.from({ length: 400 }, (_, i) => (
          <li key={i}>{`Filler line ${i} of a long shell`}</li>
        ))}
      </ul>,
    )(c);
  });
  app.get('/broken', async (c) => {
    function Broken(): never {
      throw new Error('shell exploded');
    }
    return renderPage(c, await pageRequest(c), { head: { title: 'Broken', description: 'x' }, body: <Broken /> });
  });
  return { app, release, fail };
}

/** Reads chunks until the text has appeared (the shell is complete once the fallback is out). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  while (!html.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html;
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, first: string): Promise<string> {
  const decoder = new TextDecoder();
  let html = first;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html;
    html += decoder.decode(value, { stream: true });
  }
}

describe('streaming SSR', () => {
  it('flushes the shell (title, header, heading) before a slow Suspense part resolves', async () => {
    const { app, release } = slowApp();
    const res = await app.fetch(new Request('https://loipe.test/slow'), env, ctx);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, 'Loading related products');
    expect(first).toContain('<title>Streaming check | Loipe</title>');
    expect(first).toContain('site-header');
    expect(first).toContain('Shell heading');
    expect(first).toContain('Loading related products');
    expect(first).not.toContain('Deferred content arrived');
    release('Deferred content arrived');
    const html = await readAll(reader, first);
    expect(html).toContain('Deferred content arrived');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it("puts the CSP nonce on React's streaming scripts", async () => {
    const { app, release } = slowApp();
    const res = await app.fetch(new Request('https://loipe.test/slow'), env, ctx);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    release('Deferred content arrived');
    const html = await readAll(reader, first);
    const scripts = runnableScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The JSON data blocks (island props) are never run and carry no nonce.
    for (const tag of inlineScripts(html).filter(isDataBlock)) expect(tag).not.toContain('nonce=');
  });

  it('gives crawlers the complete document in one piece', async () => {
    const { app, release } = slowApp();
    let released = false;
    setTimeout(() => {
      released = true;
      release('Deferred content arrived');
    }, 50);
    const res = await app.fetch(
      new Request('https://loipe.test/slow', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }),
      env,
      ctx,
    );
    // The response only starts once everything is ready; a browser's starts at once.
    expect(released).toBe(true);
    const html = await res.text();
    expect(html).toContain('Deferred content arrived');
    expect(html).not.toContain('$RC');
  });

  it('puts a deferred part whose data is already there into the shell: no fallback, no script to swap it in', async () => {
    const { app } = slowApp();
    const res = await app.fetch(new Request('https://loipe.test/ready'), env, ctx);
    const reader = res.body!.getReader();
    // The whole page in one read: React's 4 KB views that were ready together go out as one chunk.
    const { value } = await reader.read();
    const html = new TextDecoder().decode(value);
    expect(html.length).toBeGreaterThan(12_800);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect((await reader.read()).done).toBe(true);
    expect(html).toContain('<ul class="ready"><li>Related products, already read, card 0 of the ready part</li>');
    expect(html).not.toContain('Loading related products');
    expect(html).not.toContain('$RC');
    expect(html).not.toMatch(/<div hidden id="S:/);
    // In its place in the document, before the long list that follows it.
    expect(html.indexOf('already read')).toBeLessThan(html.indexOf('Filler line 0'));
  });

  it('renders the fallback, not a 500, when a Suspense part fails', async () => {
    const { app, fail } = slowApp();
    const res = await app.fetch(new Request('https://loipe.test/slow'), env, ctx);
    fail(new Error('related products unavailable'));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Loading related products');
    expect(html).not.toContain('related products unavailable');
  });

  it('answers a failing shell with the "Oops! Something Broke" page, raw error only in development', async () => {
    const { app } = slowApp();
    const res = await app.fetch(new Request('https://loipe.test/broken'), env, ctx);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Oops! Something Broke');
    expect(html).toContain('Return to homepage');
    expect(html).toContain('<title>Page Not Found | Loipe</title>');
    expect(html).not.toContain('shell exploded');

    const dev = await app.fetch(new Request('https://loipe.test/broken'), { ...env, ENVIRONMENT: 'development' }, ctx);
    expect(await dev.text()).toContain('shell exploded');
  });
});
