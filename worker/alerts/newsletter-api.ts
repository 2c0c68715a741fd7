/**
 * POST /api/newsletter: an email signup with explicit consent, stored in KV (SESSIONS,
 * `newsletter:` + SHA-256 of the address, so keys never show addresses). JSON callers get
 * JSON; a plain form post (no JavaScript) gets a 303 back to its page with the outcome in
 * the fragment, which the footer form shows with CSS `:target`. The bot check is required:
 * the island solves an ALTCHA challenge and sends it in field `altcha`; without a
 * valid, unused answer nothing is stored (JSON: 400 `botcheck`; a plain form: `#newsletter-botcheck`).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { apiError, problemJson, type ApiIssue } from '../edge/errors';
import { safeReturnPath } from '../edge/return-path';
import { describe } from '../edge/describe';
import { chooseLists } from './email-lists';
import { defaultLocaleForCountry, parseLocalePrefix } from '../rules/locale';
import { regionsFor } from '../rules/regions';
import { sha256Hex } from '../rules/digest';
import { jsonBody, limitBody, mediaType } from '../edge/limits';
import { botcheck } from '../edge/botcheck';
import { firstSegment } from '../edge/field-messages';
import { BODY_INVALID, formInput, validate, type Invalid } from '../edge/validate';
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

/** The fields of a valid signup (after its validator). */
type Signup = v.InferOutput<typeof NewsletterSchema>;

declare module 'hono' {
  interface ContextVariableMap {
    /** The lists of a valid signup that the shopper's region offers (offeredLists). */
    signupLists: string[];
  }
}

function outcomeOf(issues: readonly ApiIssue[]): NewsletterOutcome {
  return issues.some((issue) => firstSegment(issue.path) === 'email') ? 'invalid-email' : 'consent-required';
}

/** How the signup was sent, and so answered: JSON, or a plain form post (303 back to its page). */
function sentAs(c: Context): 'json' | 'form' | null {
  const type = mediaType(c);
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
}

const signupOf = (c: Context): Signup => c.req.valid(sentAs(c) as never) as Signup;

/** A plain form post goes back to its page, the outcome in the fragment. */
const back = async (c: Context, outcome: NewsletterOutcome) =>
  c.redirect(`${safeReturnPath((await formInput(c)).return_to)}#newsletter-${outcome}`, 303);

/** A JSON signup is an object: an array or a scalar is refused as a whole (an issue without a field). */
const JsonSignup = v.pipe(
  v.unknown(),
  v.check((body) => typeof body === 'object' && body !== null && !Array.isArray(body)),
  NewsletterSchema,
);

function refuseJson(c: Context<AppEnv>, { issues }: Invalid) {
  if (issues.some((issue) => issue.path === '')) return apiError(c, 400, BODY_INVALID, 'The request body is not a JSON object');
  const code = outcomeOf(issues) === 'invalid-email' ? BODY_INVALID : 'consent_required';
  return apiError(c, 400, code, issues[0]?.message ?? 'Invalid signup', issues);
}

/** JSON and the footer's plain form post, each read by its validator; any other body is refused. */
const jsonSignup: MiddlewareHandler = every(jsonBody({ maxBytes: MAX_BODY_BYTES }), validate('json', JsonSignup, refuseJson));
// A ticked list is one `lists` field each.
const formSignup: MiddlewareHandler = validate('form', NewsletterSchema, (c, { issues }) => back(c, outcomeOf(issues)), {
  repeated: ['lists'],
});
const signupFields = createMiddleware<AppEnv>(async function signupFields(c, next) {
  const via = sentAs(c);
  if (!via) return apiError(c, 415, 'unsupported_media_type', 'Send JSON or a form post');
  return (via === 'json' ? jsonSignup : formSignup)(c, next);
});

/** Spec §3: only the lists the content settings offer in the shopper's region. */
const offeredLists = createMiddleware<AppEnv>(async function offeredLists(c, next) {
  const signup = signupOf(c);
  const page = parseLocalePrefix(signup.locale) ?? defaultLocaleForCountry(null);
  const settings = await c
    .get('content')
    .getEmailSignupSettings(c.get('call').content(page.contentLocale), regionsFor(page.country).content);
  const choice = chooseLists(
    signup.lists,
    settings.lists.map((l) => l.id),
  );
  if (!choice.ok) {
    if (sentAs(c) === 'form') return back(c, 'error');
    return apiError(
      c,
      400,
      'unknown_list',
      'Choose a list offered in your region',
      choice.unknown.map((id) => ({ path: 'lists', message: `No list "${id}" here` })),
    );
  }
  c.set('signupLists', choice.lists);
  return next();
});

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
  async function sameSiteOnly(c, next) {
    c.header('cache-control', NO_STORE);
    // Cheap cross-site defence for a form that lives on cached pages (no per-visitor token there).
    if (c.req.header('sec-fetch-site') === 'cross-site') return apiError(c, 403, 'cross_site', 'Sign up from the Loipe site itself');
    return next();
  },
  signupFields,
  offeredLists,
  // Last of the checks, so a typo in the address does not use up the shopper's solved challenge.
  // A form post goes back to its page; a closed signup there reads as any signup that failed.
  botcheck((c, _values, problem) =>
    sentAs(c) === 'form' ? back(c, problem.status === 503 ? 'error' : 'botcheck') : problemJson(c, problem),
  ),
  async (c) => {
    const { email, locale } = signupOf(c);
    const lists = c.var.signupLists;
    const form = sentAs(c) === 'form';
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
      if (form) return back(c, 'subscribed');
      return c.json({ data: { subscribed: true, lists: record.lists, alreadySubscribed: existing !== null } }, existing ? 200 : 201);
    } catch (error) {
      console.error('newsletter signup failed', error);
      if (form) return back(c, 'error');
      return apiError(c, 503, 'unavailable', 'Signup is not available right now');
    }
  },
);
