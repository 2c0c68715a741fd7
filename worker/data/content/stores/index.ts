/**
 * Stores and dealers for the store locator. Written compactly, one store per entry;
 * the region comes from the same country rule the rest of the shop uses.
 */
import { contentRegionForCountry } from '../../../rules/regions';
import type { OpeningHours } from '../../../ports/content/entries';
import type { Store, StoreType } from '../../../ports/content/editorial-entries';
import { europeStores } from './europe';
import { northAmericaAsiaStores } from './north-america-asia';

const WEEK: OpeningHours['days_of_week'] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Typical opening hours by kind of shop. */
export const HOURS = {
  flagship: [
    { days_of_week: WEEK, opening_time: '10:00', closing_time: '19:00' },
    { days_of_week: ['sat'], opening_time: '10:00', closing_time: '17:00' },
    { days_of_week: ['sun'], opening_time: '12:00', closing_time: '16:00' },
  ],
  dealer: [
    { days_of_week: WEEK, opening_time: '10:00', closing_time: '18:00' },
    { days_of_week: ['sat'], opening_time: '10:00', closing_time: '16:00' },
  ],
  service: [{ days_of_week: WEEK, opening_time: '08:00', closing_time: '16:00' }],
} satisfies Record<StoreType, OpeningHours[]>;

import type { StoreRow } from './row';

function fromRow([uid, name, type, street, city, state, postal, country, phone, latitude, longitude, services, website]: StoreRow): Store {
  return {
    uid,
    name,
    type,
    phone,
    latitude,
    longitude,
    services,
    country,
    address: { street_address: street, city, state, postal_code: postal, country: country.toUpperCase() },
    hours: HOURS[type],
    region: contentRegionForCountry(country),
    ...(website ? { website } : {}),
  };
}

export const stores: Store[] = [...europeStores, ...northAmericaAsiaStores].map(fromRow);
