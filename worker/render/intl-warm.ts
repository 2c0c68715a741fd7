/**
 * An isolate's first Intl formatter loads ICU's data: 16–35 ms of CPU in a fresh isolate's
 * first product page (docs/cold-start.md), whichever formatter comes first (replacing the
 * frame's weekday names with a table only moved the cost to the first price). Every page's
 * frame formats weekday names and every product page's structured data asks a currency's
 * digits, so the isolate builds those two formatters while its module initialises, where
 * Cloudflare starts it during the visitor's TLS handshake. No I/O, randomness or clock read:
 * Date.UTC is arithmetic. The formatters are the memoised ones (shared/intl.ts), so the first
 * request reuses them; other locales build their own as before, with ICU already loaded.
 */
import { currencyDigits, dateTimeFormat } from '../../shared/intl';

/** The default locale's weekday formatter (worker/render/frame.ts dayName) and the currency digits (worker/render/seo.ts). */
export const warmed = {
  weekday: dateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1)),
  usdDigits: currencyDigits('USD'),
};
