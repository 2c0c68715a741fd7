import type { Store, StoreType } from '../../../providers/content/editorial-entries';

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
