/** The states and provinces the store's addresses name (US, CA): read from the platform, and the lookup address checks use. */
import type { StateLists } from '../domain/states';
import { readStateLists } from '../providers/commerce/state-lists';
import type { Shopper } from '../cart/types';
import type { StateCodes } from './schemas';
import type { OrderDeps } from './types';

/** The states and provinces per country of the store's country list (US, CA): code and name, in the list's order. */
export function stateLists(deps: Pick<OrderDeps, 'commerce' | 'call'>, shopper: Shopper): Promise<StateLists> {
  return readStateLists(deps.commerce, deps.call.commerce(shopper.regions.commerce));
}

/** State and province codes per country of the store's country list (US, CA), for address checks. */
export function stateCodesOf(lists: StateLists): StateCodes {
  return Object.fromEntries(
    Object.entries(lists).map(([country, states]) => [
      country,
      Object.fromEntries(
        states.flatMap((s) => [[s.code, s.code] as const, ...s.aliases.map((alias) => [alias.toUpperCase(), s.code] as const)]),
      ),
    ]),
  );
}

export async function stateCodes(deps: Pick<OrderDeps, 'commerce' | 'call'>, shopper: Shopper): Promise<StateCodes> {
  return stateCodesOf(await stateLists(deps, shopper));
}
