import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** Sets headers on the answer, copying it once when its headers are immutable. */
export function setHeaders(c: Context<AppEnv>, values: Record<string, string>, onlyIfMissing: readonly string[] = []): void {
  const apply = (headers: Headers) => {
    for (const [name, value] of Object.entries(values)) {
      if (onlyIfMissing.includes(name) && headers.has(name)) continue;
      headers.set(name, value);
    }
  };
  try {
    apply(c.res.headers);
  } catch {
    const headers = new Headers(c.res.headers);
    apply(headers);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  }
}
