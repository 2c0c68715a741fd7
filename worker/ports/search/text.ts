/**
 * How the embedded engine reads text, the same at build time (indexing) and at run time
 * (queries): words per language (Japanese through Intl.Segmenter), accent folding so `blå`,
 * `bla`, `Blå` meet, and compound tails for the languages that glue words together (German,
 * Swedish, Norwegian, Japanese katakana), so `voks` finds "Festevoks" and `schuhe` finds
 * "Langlaufschuhe".
 */
import type { ContentLocale } from '../../rules/locale';

/** Languages whose nouns are compounds: their long words are also indexed by their tails. */
const COMPOUNDING = new Set<ContentLocale>(['de', 'sv', 'no', 'ja']);

const KATAKANA = /^[\u30a0-\u30ff\uff66-\uff9f]+$/u;
const LETTERS_OR_DIGITS = /[\p{L}\p{N}]/u;
const SPECIAL_FOLDS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** Lowercase, width-normalised, Latin accents removed (`Ø` → `o`, `é` → `e`); kana keep their marks. */
export function fold(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[øæœßđłıþ]/g, (c) => SPECIAL_FOLDS[c] ?? c);
}

let segmenter: Intl.Segmenter | undefined;

/** Japanese words: the segmenter's, with runs of katakana glued back (loanwords are split unevenly by dictionaries). */
function japaneseWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const words: string[] = [];
  let previousKatakana = false;
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) {
      previousKatakana = false;
      continue;
    }
    const katakana = KATAKANA.test(part.segment);
    if (katakana && previousKatakana) words[words.length - 1] += part.segment;
    else words.push(part.segment);
    previousKatakana = katakana;
  }
  return words.filter((w) => LETTERS_OR_DIGITS.test(w));
}

/** The words of a text in a locale, unfolded. */
export function words(text: string, locale: ContentLocale): string[] {
  if (locale === 'ja') return japaneseWords(text);
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Shortest tail of a compound that is indexed, and shortest head before it. */
function tailLimits(term: string): { head: number; tail: number } {
  return KATAKANA.test(term) ? { head: 2, tail: 3 } : { head: 3, tail: 4 };
}

/** `festevoks` → `evoks`, `voks` (and longer tails); nothing for short words or non-compounding languages. */
export function compoundTails(term: string, locale: ContentLocale): string[] {
  if (!COMPOUNDING.has(locale)) return [];
  const { head, tail } = tailLimits(term);
  const chars = [...term];
  if (chars.length < head + tail) return [];
  const tails: string[] = [];
  for (let i = head; i <= chars.length - tail; i++) tails.push(chars.slice(i).join(''));
  return tails;
}

/** The splits of a query word worth trying as a compound, longest tail first: `skischuhe` → [ski, schuhe], ... */
export function compoundSplits(term: string, locale: ContentLocale): { head: string; tail: string }[] {
  if (!COMPOUNDING.has(locale)) return [];
  const { head, tail } = tailLimits(term);
  const chars = [...term];
  const splits: { head: string; tail: string }[] = [];
  for (let i = head; i <= chars.length - tail; i++) splits.push({ head: chars.slice(0, i).join(''), tail: chars.slice(i).join('') });
  return splits;
}

/** Compound tails are indexed with this mark, so a whole word always outranks a word's tail. */
export const TAIL_MARK = '~';

/** MiniSearch's tokenize + processTerm for indexing: folded words plus their marked compound tails (`~voks`). */
export function indexTerms(locale: ContentLocale) {
  return {
    tokenize: (text: string) => words(text, locale),
    processTerm: (term: string) => {
      const folded = fold(term);
      if (!folded) return null;
      const tails = compoundTails(folded, locale);
      return tails.length ? [folded, ...tails.map((t) => TAIL_MARK + t)] : folded;
    },
  };
}

/** The same for queries: folded words only (tails are tried explicitly, see engine.ts). */
export function queryTerms(text: string, locale: ContentLocale): string[] {
  return words(text, locale).map(fold).filter(Boolean);
}
