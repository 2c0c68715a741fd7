/**
 * The signed-in customer's store state (spec §3): their record, pro code, group and discount,
 * spend and expiry, read through the commerce port. Spec §8: a failing pro, group or region
 * lookup is logged and the defaults stay.
 */

/** The customer as the store state and GET /api/customer carry it (spec §3 "Customer"). */
export interface CustomerSummary {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number | null;
  isPro: boolean;
  proCodeInfo: { code: string; region: string; expires: string | null; employee: boolean } | null;
}
