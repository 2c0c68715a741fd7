/** Port-call contexts for tests that call providers directly (worker/providers/context.ts). */
import type { ContentLocale } from '../../worker/domain/locale';
import type { CommerceRegion } from '../../worker/domain/regions';
import { requestCalls, type CachePolicy } from '../../worker/providers/context';

export const calls = requestCalls();

/** A content call in a locale. */
export const cx = (locale: ContentLocale, cache?: CachePolicy) => calls.content(locale, cache);

/** A commerce call in a region. */
export const mx = (region: CommerceRegion, cache?: CachePolicy) => calls.commerce(region, cache);
