/** Customer service per contact region (spec §9): the head office and regional offices. */
import type { Contact, ContactRegion, OpeningHours } from '../../ports/content/entries';

const WEEKDAYS: OpeningHours['days_of_week'] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const office = (open: string, close: string, saturday?: [string, string]): OpeningHours[] => [
  { days_of_week: WEEKDAYS, opening_time: open, closing_time: close },
  ...(saturday ? [{ days_of_week: ['sat'] as OpeningHours['days_of_week'], opening_time: saturday[0], closing_time: saturday[1] }] : []),
];

export const contacts: Record<ContactRegion, Contact> = {
  no: {
    region: 'no',
    title: 'Loipe AS (head office)',
    phone: '+47 61 24 80 00',
    email: 'kundeservice@loipe.com',
    address: { street_address: 'Storgata 84', city: 'Lillehammer', state: 'Innlandet', postal_code: '2615', country: 'NO' },
    time_zone: 'Europe/Oslo',
    hours_of_operation: office('08:00', '16:00', ['10:00', '14:00']),
  },
  us: {
    region: 'us',
    title: 'Loipe North America',
    phone: '+1 802-555-0142',
    email: 'help.us@loipe.com',
    address: { street_address: '212 Main Street, Suite 3', city: 'Stowe', state: 'VT', postal_code: '05672', country: 'US' },
    time_zone: 'America/New_York',
    hours_of_operation: office('09:00', '17:00', ['10:00', '14:00']),
  },
  ca: {
    region: 'ca',
    title: 'Loipe Canada',
    phone: '+1 403-555-0178',
    email: 'help.ca@loipe.com',
    address: { street_address: '710 10th Street', city: 'Canmore', state: 'AB', postal_code: 'T1W 2A6', country: 'CA' },
    time_zone: 'America/Edmonton',
    hours_of_operation: office('09:00', '17:00'),
  },
  jp: {
    region: 'jp',
    title: 'Loipe Japan K.K.',
    phone: '+81 11-555-0123',
    email: 'support.jp@loipe.com',
    address: { street_address: 'Kita 3-jo Nishi 5-chome 1-2', city: 'Sapporo', state: 'Hokkaido', postal_code: '060-0003', country: 'JP' },
    time_zone: 'Asia/Tokyo',
    hours_of_operation: office('10:00', '18:00'),
  },
  au: {
    region: 'au',
    title: 'Loipe Australia',
    phone: '+61 2 5550 1234',
    email: 'help.au@loipe.com',
    address: { street_address: '4 Snowy River Avenue', city: 'Jindabyne', state: 'NSW', postal_code: '2627', country: 'AU' },
    time_zone: 'Australia/Sydney',
    hours_of_operation: office('09:00', '17:00'),
  },
  nz: {
    region: 'nz',
    title: 'Loipe New Zealand',
    phone: '+64 3 555 0147',
    email: 'help.nz@loipe.com',
    address: { street_address: '51 Ardmore Street', city: 'Wanaka', state: 'Otago', postal_code: '9305', country: 'NZ' },
    time_zone: 'Pacific/Auckland',
    hours_of_operation: office('09:00', '17:00'),
  },
  uk: {
    region: 'uk',
    title: 'Loipe UK',
    phone: '+44 131 496 0123',
    email: 'help.uk@loipe.com',
    address: { street_address: '18 Rose Street', city: 'Edinburgh', state: 'Scotland', postal_code: 'EH2 2PR', country: 'GB' },
    time_zone: 'Europe/London',
    hours_of_operation: office('09:00', '17:30'),
  },
  kr: {
    region: 'kr',
    title: 'Loipe Korea',
    phone: '+82 33-555-0192',
    email: 'help.kr@loipe.com',
    address: {
      street_address: '12 Olympic-ro, Daegwallyeong-myeon',
      city: 'Pyeongchang-gun',
      state: 'Gangwon-do',
      postal_code: '25342',
      country: 'KR',
    },
    time_zone: 'Asia/Seoul',
    hours_of_operation: office('09:00', '18:00'),
  },
  eu: {
    region: 'eu',
    title: 'Loipe Europe GmbH',
    phone: '+49 89 5550 1870',
    email: 'service.eu@loipe.com',
    address: { street_address: 'Rosenheimer Straße 145', city: 'München', state: 'Bayern', postal_code: '81671', country: 'DE' },
    time_zone: 'Europe/Berlin',
    hours_of_operation: office('08:30', '17:00'),
  },
};
