/** Types of chrome.mjs for the unit test (test/unit/bench/chrome.test.ts). */
export function findChrome(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string | null;
export function noChromeMessage(env?: Record<string, string | undefined>): string;
export class NoChromium extends Error {}
export function chromePath(): string;
