/**
 * POST /api/newsletter: an email signup with explicit consent, stored in KV (SESSIONS,
 * `newsletter:` + SHA-256 of the address, so keys never show addresses). JSON callers get
 * JSON; a plain form post (no JavaScript) gets a 303 back to its page with the outcome in
 * the fragment, which the footer form shows with CSS `:target`. The bot check is required:
 * the island solves an ALTCHA challenge and sends it in field `altcha`; without a
 * valid, unused answer nothing is stored (JSON: 400 `botcheck`; a plain form: `#newsletter-botcheck`).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { apiError, issuesOf, problemJson } from '../edge/errors';
import { safeReturnPath } from '../edge/return-path';
import { describe } from '../edge/describe';
import { chooseLists } from './email-lists';
import { defaultLocaleForCountry, parseLocalePrefix } from '../rules/locale';
import { regionsFor } from '../rules/regions';
import { sha256Hex } from '../rules/digest';
import { limitBody } from '../edge/limits';
import { BODY_INVALID } from '../edge/validate-codes';
import { botcheckProblem } from '../edge/botcheck';
import { NO_STORE } from '../rules/cache-control';

export const NEWSLETTER_PREFIX = 'newsletter:';
const MAX_BODY_BYTES = 4096;

/** Outcomes, also the fragment ids the footer form shows (`#newsletter-subscribed`, ...). */
export type NewsletterOutcome = 'subscribed' | 'invalid-email' | 'consent-required' | 'botcheck' | 'error';

const ListId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
const checked = v.union([
  v.literal(true),
  v.pipe(
    v.string(),
    v.picklist(['on', 'true', 'yes', '1']),
    v.transform(() => true as const),
  ),
]);

export const NewsletterSchema = v.object({
  email: v.pipe(
    v.string('Enter an email address'),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'The email address is too long'),
    v.email('Enter a valid email address'),
  ),
  consent: v.pipe(
    v.optional(v.union([checked, v.literal(false), v.string()]), false),
    v.check((value) => value === true, 'Consent is required to sign up'),
  ),
  lists: v.optional(v.pipe(v.array(ListId), v.maxLength(5))),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}-(?:[a-z]{2}|global)$/)), 'en-us'),
  /** The ALTCHA answer (base64 JSON), checked by the bot-check port, not by this schema. */
  altcha: v.optional(v.string()),
});

export interface NewsletterRecord {
  email: string;
  lists: string[];
  locale: string;
  consentAt: string;
}

const keyFor = async (email: string): Promise<string> => NEWSLETTER_PREFIX + (await sha256Hex(email));

function outcomeOf(issues: v.BaseIssue<unknown>[]): NewsletterOutcome {
  return issues.some((issue) => issue.path?.[0]?.key === 'email') ? 'invalid-email' : 'consent-required';
}

type Body = { kind: 'json' | 'form'; data: Record<string, unknown> } | { kind: 'unsupported' } | { kind: 'malformed' };

async function readBody(c: Context<AppEnv>): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const raw = await c.req.text();
  if (type === 'application/json') {
    try {
      const data: unknown = JSON.parse(raw);
      return data && typeof data === 'object' && !Array.isArray(data)
        ? { kind: 'json', data: data as Record<string, unknown> }
        : { kind: 'malformed' };
    } catch {
      return { kind: 'malformed' };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams(raw);
    const data: Record<string, unknown> = Object.fromEntries(params);
    if (params.has('lists')) data.lists = params.getAll('lists');
    return { kind: 'form', data };
  }
  return { kind: 'unsupported' };
}

export const newsletterApi = new Hono<AppEnv>().post(
  '/',
  describe({
    summary: 'Sign up for the newsletter with explicit consent (JSON, or a plain form post answered with a 303)',
    request: { json: NewsletterSchema, form: NewsletterSchema },
    responses: {
      200: 'Already subscribed: lists merged',
      201: 'Subscribed',
      400: 'Invalid email, no consent, unknown list, or a missing or bad bot-check answer (`botcheck`)',
      303: 'Form posts: back to `return_to` with the outcome in the fragment',
      413: 'Body larger than 4096 bytes',
      415: 'Neither JSON nor a form post',
      503: 'Signup unavailable, or its bot check not configured (`botcheck_not_configured`)',
    },
  }),
  // 413 payload_too_large for a body over 4 KB, before anything reads it.
  limitBody(MAX_BODY_BYTES),
  async (c) => {
    c.header('cache-control', NO_STORE);
    // Cheap cross-site defence for a form that lives on cached pages (no per-visitor token there).
    if (c.req.header('sec-fetch-site') === 'cross-site') return apiError(c, 403, 'cross_site', 'Sign up from the Loipe site itself');
    const body = await readBody(c);
    if (body.kind === 'unsupported') return apiError(c, 415, 'unsupported_media_type', 'Send JSON or a form post');
    if (body.kind === 'malformed') return apiError(c, 400, BODY_INVALID, 'The request body is not a JSON object');

    const back = (outcome: NewsletterOutcome) => c.redirect(`${safeReturnPath(body.data.return_to)}#newsletter-${outcome}`, 303);
    const parsed = v.safeParse(NewsletterSchema, body.data);
    if (!parsed.success) {
      if (body.kind === 'form') return back(outcomeOf(parsed.issues));
      const issues = issuesOf(parsed.issues);
      const outcome = outcomeOf(parsed.issues);
      return apiError(
        c,
        400,
        outcome === 'invalid-email' ? BODY_INVALID : 'consent_required',
        issues[0]?.message ?? 'Invalid signup',
        issues,
      );
    }

    const { email, locale } = parsed.output;
    // Spec §3: only the lists the content settings offer in the shopper's region.
    const page = parseLocalePrefix(locale) ?? defaultLocaleForCountry(null);
    const settings = await c
      .get('content')
      .getEmailSignupSettings(c.get('call').content(page.contentLocale), regionsFor(page.country).content);
    const choice = chooseLists(
      parsed.output.lists,
      settings.lists.map((l) => l.id),
    );
    if (!choice.ok) {
      if (body.kind === 'form') return back('error');
      return apiError(
        c,
        400,
        'unknown_list',
        'Choose a list offered in your region',
        choice.unknown.map((id) => ({ path: 'lists', message: `No list "${id}" here` })),
      );
    }
    const lists = choice.lists;
    // Last of the checks, so a typo in the address does not use up the shopper's solved challenge.
    const refused = await botcheckProblem(c, body.data);
    // A form post goes back to its page; a closed signup there reads as any signup that failed.
    if (refused) return body.kind === 'form' ? back(refused.status === 503 ? 'error' : 'botcheck') : problemJson(c, refused);
    try {
      const key = await keyFor(email);
      const existing = await c.env.SESSIONS.get<NewsletterRecord>(key, 'json');
      const record: NewsletterRecord = {
        email,
        lists: [...new Set([...(existing?.lists ?? []), ...lists])],
        locale,
        consentAt: existing?.consentAt ?? new Date().toISOString(),
      };
      await c.env.SESSIONS.put(key, JSON.stringify(record));
      if (body.kind === 'form') return back('subscribed');
      return c.json({ data: { subscribed: true, lists: record.lists, alreadySubscribed: existing !== null } }, existing ? 200 : 201);
    } catch (error) {
      console.error('newsletter signup failed', error);
      if (body.kind === 'form') return back('error');
      return apiError(c, 503, 'unavailable', 'Signup is not available right now');
    }
  },
);
