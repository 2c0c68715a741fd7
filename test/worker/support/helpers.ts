import { SELF } from 'cloudflare:test';

/** A page request as a browser sends it, without Accept-Encoding so HTML streams uncompressed. */
export function get(path: string, init: { country?: string; headers?: Record<string, string>; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'text/html',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    ...init.headers,
  };
  if (init.country) headers['cf-ipcountry'] = init.country;
  if (init.cookie) headers.cookie = init.cookie;
  return SELF.fetch(`https://loipe.test${path}`, { headers, redirect: 'manual' });
}

/** Every inline <script> element's opening tag in a document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\ssrc=/.test(tag));
}

/** A JSON data block's opening tag (island props, JSON-LD): data the browser never runs, so the CSP nonce is not on it. */
export const isDataBlock = (tag: string): boolean => /\stype="application\/(ld\+)?json"/.test(tag);

/** The opening tags of the inline scripts that run (every inline script but the JSON data blocks). */
export function runnableScripts(html: string): string[] {
  return inlineScripts(html).filter((tag) => !isDataBlock(tag));
}
