/**
 * Countries the stores ship to (the countries of spec §9, from worker/rules/locale.ts) with
 * English names, and the US states and Canadian provinces with name/value slugs.
 */
import { COUNTRIES } from '../../../rules/locale';
import type { Country, CountryState } from '../../../ports/commerce/settings';

// iso2 → English name, iso3
const NAMES: Record<string, [string, string]> = {
  US: ['United States', 'USA'],
  CA: ['Canada', 'CAN'],
  AT: ['Austria', 'AUT'],
  BE: ['Belgium', 'BEL'],
  CZ: ['Czech Republic', 'CZE'],
  FR: ['France', 'FRA'],
  DE: ['Germany', 'DEU'],
  IT: ['Italy', 'ITA'],
  NL: ['Netherlands', 'NLD'],
  NO: ['Norway', 'NOR'],
  PL: ['Poland', 'POL'],
  ES: ['Spain', 'ESP'],
  SE: ['Sweden', 'SWE'],
  GB: ['United Kingdom', 'GBR'],
  CH: ['Switzerland', 'CHE'],
  AU: ['Australia', 'AUS'],
  NZ: ['New Zealand', 'NZL'],
  JP: ['Japan', 'JPN'],
};

const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';

export const countries: Country[] = COUNTRIES.filter((c) => c.iso !== '').map((c, i) => {
  const [name, iso3] = NAMES[c.iso] ?? [c.text, c.iso];
  return { id: i + 1, country: name, country_iso2: c.iso, country_iso3: iso3, has_states: c.iso === 'US' || c.iso === 'CA' };
});

/** `New York` → `new-york`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function parseStates(list: string, countryIso: string, firstId: number): CountryState[] {
  const country = countries.find((c) => c.country_iso2 === countryIso);
  if (!country) throw new Error(`No country ${countryIso}`);
  return list.split('|').map((entry, i) => {
    const abbreviation = entry.slice(0, 2);
    const name = entry.slice(3);
    return { id: firstId + i, country_id: country.id, name, value: slug(name), abbreviation };
  });
}

export const states: CountryState[] = [...parseStates(US_STATES, 'US', 1), ...parseStates(CA_PROVINCES, 'CA', 101)];
