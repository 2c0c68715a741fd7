import type { Store, StoreType } from '../../../ports/content/editorial-entries';

/** [uid, name, type, street, city, state, postal code, country (lowercase), phone, lat, long, services, website?] */
export type StoreRow = [
  string,
  string,
  StoreType,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  Store['services'],
  string?,
];
