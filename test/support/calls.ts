/** Port-call contexts for tests that call providers directly (worker/ports/context.ts). */
import type { ContentLocale } from '../../worker/rules/locale';
import type { CommerceRegion } from '../../worker/rules/regions';
import { requestCalls, type CachePolicy } from '../../worker/ports/context';

export const calls = requestCalls();

/** A content call in a locale. */
export const cx = (locale: ContentLocale, cache?: CachePolicy) => calls.content(locale, cache);

/** A commerce call in a region. */
export const mx = (region: CommerceRegion, cache?: CachePolicy) => calls.commerce(region, cache);
