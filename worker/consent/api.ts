/**
 * POST /api/consent: the shopper's consent choice. It sets the choice cookie the page's inline
 * script reads (shared/consent.ts) and records the choice as evidence without anything that
 * identifies the shopper (evidence.ts). Two ways to send it, one use case: the banner's script
 * sends JSON (the four Consent Mode signals); without JavaScript the banner is a plain form
 * (`choice` = accept, reject or custom with the ticked purposes) answered with a 303 back to
 * `return_to`, a path on this site only. The page's country (evidence of which defaults the
 * shopper saw) is the `locale` sent, else that of `return_to`.
 *
 * The banner sits on cached pages, which carry no per-visitor CSRF token (the newsletter's
 * case): the route needs none, but it takes a choice only from our own pages (Fetch Metadata or
 * an `Origin` equal to ours), so no other site can consent for a visitor.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { apiError } from '../edge/errors';
import { describe } from '../edge/describe';
import { isSameOrigin } from '../edge/csrf';
import { jsonBody, limitBody, mediaType } from '../edge/limits';
import { safeReturnPath } from '../edge/return-path';
import { validate } from '../edge/validate';
import { parseLocalePrefix } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { NO_STORE } from '../rules/cache-control';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_POLICY_VERSION,
  consentCookieValue,
  consentStateOf,
  type ConsentState,
} from '../../shared/consent';
import { recordConsent, type ConsentRecord } from './evidence';

const MAX_BODY_BYTES = 2048;

const Signal = v.picklist(['granted', 'denied']);
const LocalePrefix = v.pipe(v.string(), v.regex(/^[a-z]{2}-(?:[a-z]{2}|global)$/, 'A locale prefix such as de-de'));

export const ConsentJsonSchema = v.strictObject({
  purposes: v.strictObject({ analytics_storage: Signal, ad_storage: Signal, ad_user_data: Signal, ad_personalization: Signal }),
  policy_version: v.literal(CONSENT_POLICY_VERSION, `The current policy version is ${CONSENT_POLICY_VERSION}: reload the page`),
  locale: v.optional(LocalePrefix),
});

export const ConsentFormSchema = v.object({
  choice: v.picklist(['accept', 'reject', 'custom'], 'Choose accept, reject or custom'),
  /** Ticked purposes of a custom choice (a checkbox sends `on`). */
  analytics: v.optional(v.literal('on')),
  ads: v.optional(v.literal('on')),
  return_to: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  locale: v.optional(LocalePrefix),
});

const ConsentAnswer = v.object({
  data: v.object({
    purposes: ConsentJsonSchema.entries.purposes,
    policy_version: v.number(),
    recorded_at: v.string(),
    recorded: v.boolean(),
  }),
});

type FormChoice = v.InferOutput<typeof ConsentFormSchema>;

/** The four signals of a form's choice: all, none, or the ticked purposes. */
export function formPurposes(form: FormChoice): ConsentState {
  if (form.choice === 'accept') return consentStateOf({ analytics: true, ads: true });
  if (form.choice === 'reject') return consentStateOf({ analytics: false, ads: false });
  return consentStateOf({ analytics: form.analytics === 'on', ads: form.ads === 'on' });
}

/** The locale prefix of a page path (`/de-de/c/skis` → `de-de`; the en-us home is `/`), else ''. */
export function localeOfPath(path: string | undefined): string {
  if (path === undefined) return '';
  const safe = safeReturnPath(path, '');
  if (safe === '/' || safe.startsWith('/?')) return 'en-us';
  return /^\/([a-z]{2}-(?:[a-z]{2}|global))(?:[/?]|$)/.exec(safe)?.[1] ?? '';
}

const sentAs = (c: Context): 'json' | 'form' | null => {
  const type = mediaType(c);
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
};

const jsonChoice: MiddlewareHandler = every(jsonBody({ maxBytes: MAX_BODY_BYTES }), validate('json', ConsentJsonSchema));
const formChoice: MiddlewareHandler = validate('form', ConsentFormSchema);
const choiceFields = createMiddleware<AppEnv>(async function choiceFields(c, next) {
  const via = sentAs(c);
  if (!via) return apiError(c, 415, 'unsupported_media_type', 'Send JSON or a form post');
  return (via === 'json' ? jsonChoice : formChoice)(c, next);
});

export const consentApi = new Hono<AppEnv>().post(
  '/',
  describe({
    summary: 'Record a consent choice and set the choice cookie (JSON, or a plain form post answered with a 303)',
    description:
      'Nothing that identifies the shopper is stored: the four Consent Mode signals, the policy version, the time, the page country and how the choice was sent.',
    request: { json: ConsentJsonSchema, form: ConsentFormSchema },
    responses: {
      201: { description: 'Recorded; the `__Host-consent` cookie is set', schema: ConsentAnswer },
      200: { description: 'The cookie is set, but the record could not be written (`recorded: false`)', schema: ConsentAnswer },
      303: 'Form posts: back to `return_to` (a path on this site), the cookie set',
      403: 'Not sent from a page of this site (`cross_site`)',
      413: `Body larger than ${MAX_BODY_BYTES} bytes`,
      415: 'Neither JSON nor a form post',
    },
  }),
  limitBody(MAX_BODY_BYTES),
  async function ownPagesOnly(c, next) {
    c.header('cache-control', NO_STORE);
    if (!isSameOrigin(c)) return apiError(c, 403, 'cross_site', 'Make your choice on the Loipe site itself');
    return next();
  },
  choiceFields,
  async (c) => {
    const via = sentAs(c)!;
    const sent = via === 'json' ? c.req.valid('json' as never) : c.req.valid('form' as never);
    const purposes = via === 'json' ? (sent as v.InferOutput<typeof ConsentJsonSchema>).purposes : formPurposes(sent as FormChoice);
    const locale = parseLocalePrefix((sent as { locale?: string }).locale ?? localeOfPath((sent as { return_to?: string }).return_to));
    const record: ConsentRecord = {
      purposes,
      policy_version: CONSENT_POLICY_VERSION,
      recorded_at: new Date().toISOString(),
      country: locale?.country ?? null,
      source: via,
    };
    // The choice holds even when the record cannot be written: a refusal needs no evidence, and
    // the shopper is not asked again for our storage's failure.
    const recorded = await recordConsent(c.env.SESSIONS, record).then(
      () => true,
      (error: unknown) => {
        console.error('consent record failed', error);
        return false;
      },
    );
    setCookie(c, CONSENT_COOKIE, consentCookieValue(purposes), {
      path: '/',
      secure: true,
      sameSite: 'Lax',
      maxAge: CONSENT_MAX_AGE_SECONDS,
    });
    if (via === 'form') return c.redirect(safeReturnPath((sent as FormChoice).return_to, locale ? localePath(locale) : '/'), 303);
    return c.json(
      { data: { purposes, policy_version: record.policy_version, recorded_at: record.recorded_at, recorded } },
      recorded ? 201 : 200,
    );
  },
);
