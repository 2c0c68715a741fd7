/**
 * A stored page's nonce template (worker/render/nonce-rewrite.ts): HTMLRewriter
 * decides once which attributes carry the stored nonce, and every hit writes its own nonce
 * there and nowhere else, as the streaming rewrite of a miss does. Inside workerd for HTMLRewriter.
 */
import { describe, expect, it } from 'vitest';
import { nonceTemplate, rewriteNonce, withNonce } from '../../../worker/render/nonce-rewrite';

const STORED = 'c3RvcmVkK25vbmNlLz0=';
const FRESH = 'ZnJlc2grbm9uY2UvMTI=';

const CASES = [
  { name: 'no script', html: '<p>plain</p>' },
  { name: 'one script', html: `<script nonce="${STORED}">run()</script>` },
  { name: 'a script without a nonce stays without one', html: `<script nonce="${STORED}">a()</script><script>inert()</script>` },
  { name: 'another nonce stays', html: `<script nonce="other">x()</script><link rel="modulepreload" nonce="${STORED}" href="/a.js">` },
  {
    name: 'the value in text or another attribute stays',
    html: `<p data-nonce="${STORED}">nonce="${STORED}"</p><script>var s = 'nonce="${STORED}"';</script>`,
  },
  { name: 'an attribute in capitals is the same attribute', html: `<SCRIPT NONCE="${STORED}">up()</SCRIPT>` },
  { name: 'non-ASCII text around it', html: `<h1>Skiløper ✓</h1><script nonce="${STORED}">é()</script>` },
];

describe('nonce template of a stored page', () => {
  it.each(CASES)('$name: a hit equals the streaming rewrite', async ({ html }) => {
    const body = new TextEncoder().encode(html).buffer as ArrayBuffer;
    const template = await nonceTemplate(body, STORED);
    const hit = new TextDecoder().decode(withNonce(template, FRESH));
    const streamed = await rewriteNonce(new Response(html, { headers: { 'content-type': 'text/html' } }), STORED, FRESH).text();
    expect(hit).toBe(streamed);
  });

  it('cuts exactly at the attributes that carry the stored nonce', async () => {
    const html = CASES[4]!.html + CASES[2]!.html;
    const template = await nonceTemplate(new TextEncoder().encode(html).buffer as ArrayBuffer, STORED);
    expect(template.parts).toHaveLength(2);
    const hit = new TextDecoder().decode(withNonce(template, FRESH));
    expect(hit).toContain(`<script nonce="${FRESH}">a()</script><script>inert()</script>`);
    expect(hit).toContain(`<p data-nonce="${STORED}">nonce="${STORED}"</p>`);
    expect(hit).toContain(`var s = 'nonce="${STORED}"';`);
  });
});
