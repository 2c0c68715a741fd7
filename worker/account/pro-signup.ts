/**
 * Pro account creation: a new account with a pro code joins the code's customer
 * group and keeps the code (with its region and end) as a `Pro Code:` notes line, from which
 * proCodeInfo is parsed (spec §3). A code is refused as unknown, expired, or of another region
 * than the one applied in; every refusal is a 400 naming `proCode`, and nothing is stored.
 */
import * as v from 'valibot';
import type { CommerceProvider } from '../ports/commerce/types';
import type { RequestCalls } from '../ports/context';
import type { ContentRegion } from '../rules/regions';
import {
  checkProCode,
  normaliseProCode,
  PRO_CODE_REGIONS,
  proCodeNote,
  proCodeStore,
  type ProCode,
  type ProCodeRefusal,
  type ProCodeRegion,
} from '../rules/pro';
import { createAccount, fail, parse, type AccountDeps } from './service';
import type { Outcome } from '../edge/errors';
import { CreateCustomer } from './schemas';
import type { CustomerRecord } from '../ports/commerce/types';

export const PRO_ROLES = ['instructor', 'coach', 'patrol', 'dealer', 'athlete', 'employee'] as const;
export type ProRole = (typeof PRO_ROLES)[number];

const optionalText = (max: number, code: string) => v.optional(v.pipe(v.string(code), v.trim(), v.maxLength(max, code)), '');

/** The pro fields of a create call or form; all optional for the API, the pages ask for them. */
export const ProFields = v.object({
  proCode: optionalText(60, 'code'),
  proRegion: v.optional(v.picklist(PRO_CODE_REGIONS, 'region')),
  organisation: optionalText(120, 'organisation'),
  role: v.optional(v.union([v.literal(''), v.picklist(PRO_ROLES, 'role')], 'role'), ''),
});
export type ProFieldsValue = v.InferOutput<typeof ProFields>;

/** The pro code region of a content region (the store a shopper applies in): null where no pro programme runs. */
export function proRegionOf(region: ContentRegion): ProCodeRegion | null {
  switch (region) {
    case 'us':
    case 'pro':
      return 'pro';
    case 'ca':
    case 'pro_ca':
      return 'pro_ca';
    case 'eu':
    case 'pro_eu_region_1':
      return 'pro_eu_region_1';
    case 'no':
      return 'no';
    default:
      return null;
  }
}

export type CodeCheck = { ok: true; code: ProCode } | { ok: false; reason: ProCodeRefusal; found: ProCode | null };

/**
 * Looks a typed code up in the store of the region applied in; a code not there but kept by
 * another region's store is `wrong_region`. `region` null: the code's own region is taken.
 */
export async function lookUpProCode(
  commerce: CommerceProvider,
  call: RequestCalls,
  raw: string,
  region: ProCodeRegion | null,
  now: number,
): Promise<CodeCheck> {
  const code = normaliseProCode(raw);
  if (!code) return { ok: false, reason: 'unknown', found: null };
  const regions = region ? [region, ...PRO_CODE_REGIONS.filter((r) => r !== region)] : [...PRO_CODE_REGIONS];
  let found: ProCode | null = null;
  for (const r of regions) {
    found = await commerce.getProCode(call.commerce(proCodeStore(r)), code);
    if (found) break;
  }
  const checked = checkProCode(found, region ?? found?.region ?? 'pro', now);
  return checked.ok ? checked : { ...checked, found };
}

/** The issue a refused code gives: `proCode` with the reason; `expires` for an expired code. */
export function refusal(check: Extract<CodeCheck, { ok: false }>) {
  const issue = {
    path: 'proCode',
    message: check.reason,
    ...(check.reason === 'expired' && check.found ? { expires: check.found.expires } : {}),
  };
  const messages: Record<ProCodeRefusal, string> = {
    unknown: 'This pro code is not known',
    expired: `This pro code ran out on ${check.found?.expires ?? 'its last day'}`,
    wrong_region: 'This pro code is for another region',
  };
  return fail(400, `pro_code_${check.reason}`, messages[check.reason], [issue]);
}

/** Notes of a new pro account: the code line first (proCodeInfo reads it), then what the applicant told us. */
export function proNotes(code: ProCode, fields: Pick<ProFieldsValue, 'organisation' | 'role'>): string {
  return [proCodeNote(code), fields.organisation ? `Organisation: ${fields.organisation}` : '', fields.role ? `Role: ${fields.role}` : '']
    .filter(Boolean)
    .join('\n');
}

/**
 * POST /api/customers/create and the pro forms: an account, with a pro code when one is
 * given. `region` is the content region applied in (a `proRegion` field wins).
 */
export async function createWithProCode(
  deps: AccountDeps & { call: RequestCalls },
  input: Record<string, unknown>,
  region: ContentRegion,
  now: number,
): Promise<Outcome<CustomerRecord>> {
  // The account's own fields are checked first, so a refused code is the only thing left to fix.
  const account = parse(CreateCustomer, input);
  if (!account.ok) return account;
  const pro = parse(ProFields, input);
  if (!pro.ok) return pro;
  if (!pro.value.proCode) return createAccount(deps, input);
  const check = await lookUpProCode(deps.commerce, deps.call, pro.value.proCode, pro.value.proRegion ?? proRegionOf(region), now);
  if (!check.ok) return refusal(check);
  return createAccount(deps, input, { customer_group_id: check.code.customer_group_id, notes: proNotes(check.code, pro.value) });
}
