/**
 * Pro codes per region, as associations and employers hand them out. The demo
 * codes (README) stay valid for years so a fresh clone can sign up as a pro; one code ran
 * out, so the refusal for an expired code can be tried too.
 */
import type { CommerceRegion } from '../../../rules/regions';
import { proCodeStore, type ProCode } from '../../../rules/pro';
import { EMPLOYEE_GROUP_ID } from './customer-groups';

const PRO = 3;
const PRO_COACH = 4;

export const proCodes: ProCode[] = [
  { code: 'LOIPE-PRO-US-DEMO', region: 'pro', customer_group_id: PRO, expires: '2030-06-30', employee: false },
  { code: 'LOIPE-COACH-US-DEMO', region: 'pro', customer_group_id: PRO_COACH, expires: '2030-06-30', employee: false },
  { code: 'LOIPE-STAFF-US-DEMO', region: 'pro', customer_group_id: EMPLOYEE_GROUP_ID, expires: '2030-06-30', employee: true },
  { code: 'LOIPE-PRO-CA-DEMO', region: 'pro_ca', customer_group_id: PRO, expires: '2030-06-30', employee: false },
  { code: 'LOIPE-COACH-CA-DEMO', region: 'pro_ca', customer_group_id: PRO_COACH, expires: '2030-06-30', employee: false },
  { code: 'LOIPE-PRO-EU-DEMO', region: 'pro_eu_region_1', customer_group_id: PRO, expires: '2030-06-30', employee: false },
  { code: 'LOIPE-STAFF-NO-DEMO', region: 'no', customer_group_id: EMPLOYEE_GROUP_ID, expires: '2030-06-30', employee: true },
  { code: 'PSIA-LOIPE-2026', region: 'pro', customer_group_id: PRO, expires: '2027-06-30', employee: false },
  { code: 'CANSI-LOIPE-2026', region: 'pro_ca', customer_group_id: PRO, expires: '2027-06-30', employee: false },
  { code: 'LOIPE-PRO-US-2025', region: 'pro', customer_group_id: PRO, expires: '2025-06-30', employee: false },
];

/** The codes each store keeps: a code lives in the store of its region. */
export function proCodesOf(region: CommerceRegion): ProCode[] {
  return proCodes.filter((c) => proCodeStore(c.region) === region);
}
