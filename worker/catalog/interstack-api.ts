/**
 * GET /api/interstack/references: display text entries referenced from another stack
 * (spec §3 "Duplicate display text"), by content type, stack api key, entry uids and locale.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { CONTENT_LOCALES, parseLocalePrefix, type ContentLocale } from '../rules/locale';
import { cached, validate } from '../edge/validate';
import { describe } from '../edge/describe';

/** A content locale (`de`, `en-us`) or a page locale prefix (`de-at`), as the content locale it reads. */
const localeParam = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.transform((text): ContentLocale | null =>
    (CONTENT_LOCALES as readonly string[]).includes(text) ? (text as ContentLocale) : (parseLocalePrefix(text)?.contentLocale ?? null),
  ),
  v.check(
    (locale) => locale !== null,
    'locale must be a content locale (en-us, de, fr, es, it, sv, no, ja) or a locale prefix such as de-at',
  ),
  v.transform((locale) => locale as ContentLocale),
);

export const interstack = new Hono<AppEnv>().get(
  '/interstack/references',
  describe({ summary: 'Display text entries shared between stacks, by uid', responses: { 200: '`{ data: { entries } }`' } }),
  cached,
  validate(
    'query',
    v.object({
      content_type: v.picklist(['display_text'], 'content_type must be display_text'),
      api_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'api_key must be 1-64 letters, digits, _ or -')),
      entry_uids: v.pipe(
        v.string(),
        v.transform((text) => text.split(',').map((s) => s.trim())),
        v.array(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,80}$/, 'entry_uids must be comma-separated entry uids'))),
        v.minLength(1),
        v.maxLength(100, 'entry_uids may name at most 100 entries'),
      ),
      locale: v.optional(localeParam, 'en-us'),
    }),
  ),
  async (c) => {
    const q = c.req.valid('query');
    const entries = await c.var.content.getDuplicateDisplayText(c.var.call.content(q.locale), q.entry_uids);
    // Entries of other stacks are not ours to answer.
    return c.json({ data: { entries: entries.filter((e) => e.content_type === q.content_type && e.api_key === q.api_key) } });
  },
);
