/** Brand settings (spec §3 "Brand settings"): one entry, translated in i18n/. */
import type { BrandSettings } from '../../ports/content/entries';
import { contacts } from './contacts';

export const brandSettings: BrandSettings = {
  uid: 'brand-settings',
  title: 'Loipe',
  site_url: 'https://www.loipe.com',
  display_name: 'Loipe Nordic',
  brand_logo: { amplience_id: 'logo-loipe', imageset: false, alt: 'Loipe' },
  // The image service's account alias; kept from the platform the shop grew out of.
  amplience_brand_alias: 'loipe',
  seo: {
    title: 'Loipe | Nordic skis, boots and poles from Lillehammer',
    description: 'Classic, skate and backcountry skis, boots, bindings and poles, designed and tested in Lillehammer, Norway, since 1987.',
    image: 'scene-birch-trail',
  },
  social_media: [
    { network: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/loipe.nordic' },
    { network: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/loipenordic' },
    { network: 'youtube', title: 'YouTube', url: 'https://www.youtube.com/@loipenordic' },
    { network: 'strava', title: 'Strava', url: 'https://www.strava.com/clubs/loipe-nordic' },
  ],
  contact: contacts,
  shopping: true,
  site_search: true,
  automate_related_products: true,
  enable_product_data_refactor: false,
};
