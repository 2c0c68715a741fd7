/** What the request log and the account pages' layout put on `c.var`, apart from their middleware (no import cycle with app-env.ts). */
import type { CustomerRecord } from '../ports/commerce/types';

export interface Timing {
  add(name: string, ms: number): void;
  entries(): ReadonlyArray<readonly [string, number]>;
}

export interface RequestLogVariables {
  requestId: string;
  timing: Timing;
  /** The page's route when the answer came without the app's routing (a held hit): the log names it. */
  route?: string;
}

export interface AccountVariables {
  /**
   * The signed-in customer's record, as the customer-state middleware read it (once per
   * request). Only the signed-in account pages may count on it: their layout
   * (worker/account/pages/auth.ts signedInCustomer) sets it or sends the guest to sign in.
   */
  customer: CustomerRecord;
}
