// The Chromium the bench drives (Lighthouse, axe, the JS a browser loads), found as the e2e
// tests find theirs (test/e2e/support/browser.ts): CHROME_PATH, else Debian's package.
import { existsSync } from 'node:fs';

const DEBIAN = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser's path, or null. A CHROME_PATH that names no file is not replaced by another browser. */
export function findChrome(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return exists(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return DEBIAN.find((path) => exists(path)) ?? null;
}

/** What to do about a missing browser, in one paragraph (no stack trace). */
export function noChromeMessage(env = process.env) {
  const where = env.CHROME_PATH ? `CHROME_PATH=${env.CHROME_PATH} names no file` : `no Chromium at ${DEBIAN.join(' or ')}`;
  return (
    `bench: Lighthouse, axe and the JS-size figures need Chromium, and ${where}. ` +
    'Install it with `apt-get install -y chromium` (Debian, as the e2e tests use), or set CHROME_PATH to a Chromium or Chrome binary. ' +
    'Without a browser, `BENCH_ONLY=render,cache,streaming,delay,cold,scale npm run bench` runs the other sections (a partial run).'
  );
}

export class NoChromium extends Error {
  constructor() {
    super(noChromeMessage());
    this.name = 'NoChromium';
  }
}

/** The browser's path; throws NoChromium (its message says how to install one) when there is none. */
export function chromePath() {
  const path = findChrome();
  if (!path) throw new NoChromium();
  return path;
}
