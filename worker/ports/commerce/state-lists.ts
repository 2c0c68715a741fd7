/** Reads the store's state lists (worker/rules/states.ts) through the commerce port: one read for every address form. */
import type { CommerceContext } from '../context';
import { stateChoicesOf, type StateLists } from '../../rules/states';
import type { CommerceProvider } from './types';

export async function readStateLists(
  commerce: Pick<CommerceProvider, 'getCountries' | 'getStates'>,
  mx: CommerceContext,
): Promise<StateLists> {
  const countries = (await commerce.getCountries(mx)).filter((c) => c.has_states);
  const lists = await Promise.all(countries.map((c) => commerce.getStates(mx, c.id)));
  return Object.fromEntries(countries.map((c, i) => [c.country_iso2, stateChoicesOf(lists[i] ?? [])]));
}
