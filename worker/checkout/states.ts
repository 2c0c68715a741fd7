/** The states and provinces the store's addresses name (US, CA): read from the platform for the one address schema (worker/rules/address.ts). */
import type { StateLists } from '../rules/states';
import { readStateLists } from '../ports/commerce/state-lists';
import type { Shopper } from '../cart';
import type { OrderDeps } from './types';

/** The states and provinces per country of the store's country list (US, CA): code and name, in the list's order. */
export function stateLists(deps: Pick<OrderDeps, 'commerce' | 'call'>, shopper: Shopper): Promise<StateLists> {
  return readStateLists(deps.commerce, deps.call.commerce(shopper.regions.commerce));
}
