/**
 * Spec §2 country picker: the page a shopper returns to after choosing a locale is the one
 * they came from, in the new locale (`/en-us/c/skis?color=red` → `/de-de/c/skis?color=red`).
 * The return path must already be safe (worker/edge/return-path.ts).
 */
import { looksLikePrefix, type Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';

export function pathInLocale(returnPath: string, locale: Pick<Locale, 'prefix'>): string {
  const url = new URL(returnPath, 'https://loipe.invalid');
  const segments = url.pathname.split('/');
  const rest = looksLikePrefix(segments[1] ?? '') ? `/${segments.slice(2).join('/')}` : url.pathname;
  return localePath(locale, rest === '/' ? '/' : rest.replace(/\/+$/, '')) + url.search;
}
