/**
 * The Cache-Control values the Worker answers with, named once. Personal answers are never
 * kept (PRIVATE_NO_STORE), answers that must not be kept at all say NO_STORE, pages reach
 * browsers as PRIVATE_REVALIDATE (the page cache keeps the shared copy), public reads keep a while.
 */

/** Kept nowhere: refusals, writes, operator and health answers. */
export const NO_STORE = 'no-store';
/** Personal (a session, a customer, a form with its token): kept nowhere, and never by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** A page as browsers get it: theirs alone, asked again on every view (the page cache keeps the shared copy). */
export const PRIVATE_REVALIDATE = 'private, max-age=0';
/** Live figures a browser may reuse for a few seconds (a product's availability: a sell-out shows within 10 s). */
export const PRIVATE_5_SECONDS = 'private, max-age=5';
/** Kept, but asked again before each use (the bundles' build list). */
export const NO_CACHE = 'no-cache';

/** Anyone may keep it for `seconds` (the page cache's stored copies by their lifetime). */
export const publicFor = (seconds: number): string => `public, max-age=${seconds}`;
export const PUBLIC_5_MINUTES = 'public, max-age=300';
export const PUBLIC_1_HOUR = 'public, max-age=3600';
export const PUBLIC_1_DAY = 'public, max-age=86400';
/** Fingerprinted files and media by content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an answer's Cache-Control keeps it from shared caches (`private` or `no-store`). */
export const forbidsSharedCopy = (cacheControl: string | null | undefined): boolean => /\b(private|no-store)\b/.test(cacheControl ?? '');
