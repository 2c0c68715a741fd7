/**
 * Header entries (spec §3 "Header content"): one for retail regions, one for pro
 * customers. Both share the main navigation; nav items and top alerts carry the
 * regions they show in, so the provider filters them per request.
 */
import type { ContentRegion } from '../../rules/regions';
import type { Header, NavItem } from '../../ports/content/entries';
import { blogCategoryLink, categoryLink, image, pageLink, proLink, supportLink, teamLink } from './links';

const ALL: ContentRegion[] = [];

export const mainNav: NavItem[] = [
  {
    uid: 'nav-skis',
    link: categoryLink('Skis', '/skis'),
    regions: ALL,
    children: [
      categoryLink('Classic', '/skis/classic'),
      categoryLink('Skate', '/skis/skate'),
      categoryLink('Race', '/skis/race'),
      categoryLink('Touring', '/skis/touring'),
      categoryLink('Backcountry', '/skis/backcountry'),
      categoryLink('Junior', '/skis/junior'),
    ],
    banner: {
      title: 'Aurora Classic',
      text: 'Our lightest classic ski, with a new cold-snow base.',
      image: image('scene-birch-trail', 'Skier kick-and-gliding through birch forest'),
      link: categoryLink('Shop classic skis', '/skis/classic'),
    },
  },
  {
    uid: 'nav-boots',
    link: categoryLink('Boots', '/boots'),
    regions: ALL,
    children: [
      categoryLink('Classic', '/boots/classic'),
      categoryLink('Skate', '/boots/skate'),
      categoryLink('Combi', '/boots/combi'),
      categoryLink('Backcountry', '/boots/backcountry'),
      categoryLink('Junior', '/boots/junior'),
    ],
    banner: {
      title: 'Find your fit',
      text: 'Measure your foot in two minutes with our size guide.',
      image: image('scene-waxing-cabin', 'Boots drying by a cabin stove'),
      link: supportLink('Open the size guide', '/size-guide'),
    },
  },
  {
    uid: 'nav-bindings',
    link: categoryLink('Bindings', '/bindings'),
    regions: ALL,
    children: [categoryLink('Track', '/bindings/nordic'), categoryLink('Backcountry', '/bindings/backcountry')],
  },
  {
    uid: 'nav-poles',
    link: categoryLink('Poles', '/poles'),
    regions: ALL,
    children: [categoryLink('Race', '/poles/race'), categoryLink('Touring', '/poles/touring'), categoryLink('Junior', '/poles/junior')],
  },
  {
    uid: 'nav-accessories',
    link: categoryLink('Accessories', '/accessories'),
    regions: ALL,
    children: [
      categoryLink('Wax and tools', '/accessories/wax'),
      categoryLink('Gloves', '/accessories/gloves'),
      categoryLink('Hats and headbands', '/accessories/hats'),
      categoryLink('Bags and packs', '/accessories/bags'),
    ],
    banner: {
      title: 'Wax like a service tech',
      text: 'Step-by-step glide and grip waxing for every snow.',
      image: image('scene-waxing-cabin', 'Waxing bench with irons and scrapers'),
      link: supportLink('Read the waxing guide', '/waxing'),
    },
  },
  { uid: 'nav-journal', link: blogCategoryLink('Journal', ''), regions: ALL, children: [] },
  { uid: 'nav-team', link: teamLink('Team', '/team'), regions: ALL, children: [] },
  { uid: 'nav-stores', link: pageLink('Stores', '/stores'), regions: ALL, children: [] },
];

const secondaryNav = [
  supportLink('Support', ''),
  pageLink('Find a store', '/stores'),
  proLink('Pro', '/pro'),
  pageLink('Account', '/account'),
];

export const headers: Header[] = [
  {
    uid: 'header-retail',
    title: 'Header',
    regions: ['us', 'ca', 'no', 'eu', 'jp', 'other'],
    main_nav: mainNav,
    top_alert: [
      {
        uid: 'alert-shipping-us',
        text: 'Free shipping on orders over $150',
        link: supportLink('Shipping and returns', '/returns'),
        regions: ['us'],
      },
      {
        uid: 'alert-shipping-ca',
        text: 'Free shipping on orders over $200 CAD',
        link: supportLink('Shipping and returns', '/returns'),
        regions: ['ca'],
      },
      {
        uid: 'alert-shipping-no',
        text: 'Free shipping on orders over NOK 1,500',
        link: supportLink('Shipping and returns', '/returns'),
        regions: ['no'],
      },
      {
        uid: 'alert-dealers',
        text: 'In your country Loipe gear is sold by local dealers. Find one near you.',
        link: pageLink('Find a dealer', '/stores'),
        regions: ['eu', 'jp', 'other'],
      },
    ],
    secondary_nav: secondaryNav,
  },
  {
    uid: 'header-pro',
    title: 'Header (pro)',
    regions: ['pro', 'pro_ca', 'pro_eu_region_1'],
    main_nav: mainNav,
    top_alert: [
      {
        uid: 'alert-pro-pricing',
        text: 'Loipe Pro: your pro prices are shown across the site.',
        link: proLink('See your spend tracker', '/pro'),
        regions: ['pro', 'pro_ca', 'pro_eu_region_1'],
      },
      {
        uid: 'alert-pro-year',
        text: 'Your pro year runs until 30 June. Check what is left in your spend tracker before a big order.',
        link: proLink('Spend tracker', '/pro'),
        regions: ['pro', 'pro_ca'],
      },
      {
        uid: 'alert-pro-dealers',
        text: 'In Europe, pro orders go through your local Loipe dealer: show your pro code in store.',
        link: pageLink('Find a dealer', '/stores'),
        regions: ['pro_eu_region_1'],
      },
    ],
    secondary_nav: secondaryNav,
  },
];
