import { describe, expect, it } from 'vitest';
import { findChrome, noChromeMessage } from '../../bench/chrome.mjs';

describe('the bench finds Chromium as the e2e tests do, and says how to install it when there is none', () => {
  it.each([
    // CHROME_PATH, files that exist → the browser used
    [undefined, ['/usr/bin/chromium'], '/usr/bin/chromium'],
    [undefined, ['/usr/bin/chromium-browser'], '/usr/bin/chromium-browser'],
    ['/opt/chrome/chrome', ['/opt/chrome/chrome', '/usr/bin/chromium'], '/opt/chrome/chrome'],
    // A CHROME_PATH naming no file is not quietly replaced by another browser.
    ['/opt/chrome/chrome', ['/usr/bin/chromium'], null],
    [undefined, [], null],
  ] as [string | undefined, string[], string | null][])('CHROME_PATH %j with %j → %j', (chromePath, files, expected) => {
    const env = chromePath ? { CHROME_PATH: chromePath } : {};
    expect(findChrome(env, (path) => files.includes(path))).toBe(expected);
  });

  it('names the install command, CHROME_PATH and the sections that run without a browser', () => {
    const message = noChromeMessage({});
    expect(message).toContain('apt-get install -y chromium');
    expect(message).toContain('CHROME_PATH');
    expect(message).toContain('BENCH_ONLY=render,cache,streaming,delay,cold,scale');
    expect(noChromeMessage({ CHROME_PATH: '/nope' })).toContain('CHROME_PATH=/nope names no file');
  });
});
