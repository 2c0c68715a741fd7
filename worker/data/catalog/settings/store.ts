/** Store information per commerce store; `secure_url` is the storefront the password-reset link uses. */
import type { CommerceRegion } from '../../../domain/regions';
import type { StoreInfo } from '../../../providers/commerce/settings';

export const stores: Record<CommerceRegion, StoreInfo> = {
  us: {
    id: 'loipe-us', name: 'Loipe North America', domain: 'shop.loipe.com', secure_url: 'https://shop.loipe.com',
    address: '48 Mountain Road\nStowe, VT 05672\nUnited States', country: 'United States', country_code: 'US',
    phone: '+1 802 555 0187', order_email: 'orders@loipe.com', timezone: { name: 'America/New_York', raw_offset: -18000 },
    language: 'en', currency: 'USD', weight_units: 'lbs', dimension_units: 'in',
  },
  ca: {
    id: 'loipe-ca', name: 'Loipe Canada', domain: 'ca.shop.loipe.com', secure_url: 'https://ca.shop.loipe.com',
    address: '702 Bow Valley Trail\nCanmore, AB T1W 1N6\nCanada', country: 'Canada', country_code: 'CA',
    phone: '+1 403 555 0142', order_email: 'orders.ca@loipe.com', timezone: { name: 'America/Edmonton', raw_offset: -25200 },
    language: 'en', currency: 'CAD', weight_units: 'kg', dimension_units: 'cm',
  },
  no: {
    id: 'loipe-no', name: 'Loipe Norge', domain: 'no.shop.loipe.com', secure_url: 'https://no.shop.loipe.com',
    address: 'Storgata 92\n2615 Lillehammer\nNorge', country: 'Norway', country_code: 'NO',
    phone: '+47 61 55 01 87', order_email: 'ordre@loipe.no', timezone: { name: 'Europe/Oslo', raw_offset: 3600 },
    language: 'no', currency: 'NOK', weight_units: 'kg', dimension_units: 'cm',
  },
  eu_region_1: {
    id: 'loipe-eu', name: 'Loipe Europe', domain: 'eu.shop.loipe.com', secure_url: 'https://eu.shop.loipe.com',
    address: 'Leopoldstraße 204\n80804 München\nDeutschland', country: 'Germany', country_code: 'DE',
    phone: '+49 89 5550 1870', order_email: 'orders.eu@loipe.com', timezone: { name: 'Europe/Berlin', raw_offset: 3600 },
    language: 'de', currency: 'EUR', weight_units: 'kg', dimension_units: 'cm',
  },
};
