/** The seed's editorial entries as a locale shows them (base entry + translation), for page tests. */
import { contentSeed, contentTranslations } from '../../../worker/data/content/index';
import { localize } from '../../../worker/ports/content/localize';
import type { ContentTranslations } from '../../../worker/data/content/i18n/types';

export const LOCALES = ['en-us', 'de-de', 'ja-jp', 'no-no'] as const;
export type TestLocale = (typeof LOCALES)[number];

const contentLocale = (prefix: string) => {
  const language = prefix.slice(0, 2);
  return language === 'en' ? null : (language as keyof typeof contentTranslations);
};

function entry<K extends 'blogPosts' | 'blogCategories' | 'athletes' | 'supportPages' | 'pages'>(kind: K, prefix: string, uid: string) {
  const seedKey = kind as keyof typeof contentSeed;
  const base = (contentSeed[seedKey] as { uid: string }[]).find((e) => e.uid === uid);
  if (!base) throw new Error(`no ${kind} ${uid} in the seed`);
  const language = contentLocale(prefix);
  const overlay = language
    ? (contentTranslations[language][kind as keyof ContentTranslations] as Record<string, unknown> | undefined)?.[uid]
    : undefined;
  return localize(base, overlay as never) as NonNullable<(typeof contentSeed)[K]>[number];
}

export const post = (prefix: string, uid: string) => entry('blogPosts', prefix, uid) as (typeof contentSeed.blogPosts)[number];
export const blogCategory = (prefix: string, uid: string) =>
  entry('blogCategories', prefix, uid) as (typeof contentSeed.blogCategories)[number];
export const athlete = (prefix: string, uid: string) => entry('athletes', prefix, uid) as (typeof contentSeed.athletes)[number];
export const contentPage = (prefix: string, uid: string) => entry('pages', prefix, uid) as (typeof contentSeed.pages)[number];
export const supportPage = (prefix: string, uid: string) => entry('supportPages', prefix, uid) as (typeof contentSeed.supportPages)[number];

/** First paragraph text of a rich text body. */
export function firstParagraph(body: readonly { type: string; text?: string }[]): string {
  const p = body.find((b) => b.type === 'p');
  if (!p?.text) throw new Error('no paragraph');
  return p.text;
}
