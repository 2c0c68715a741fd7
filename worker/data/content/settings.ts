/** Single-entry settings: error page, email signup, search, and the regions list. */
import type { EmailSignupSettings, ErrorPageContent, RegionEntry, SearchSettings } from '../../ports/content/editorial-entries';
import { blogCategoryLink, categoryLink, pageLink, supportLink } from './links';

export const errorPage: ErrorPageContent = {
  uid: 'error-page',
  title: 'Error page',
  regions: [],
  header: 'Page not found',
  main_content: [
    { type: 'p', text: 'The page you are looking for has moved, or the link you followed is out of date.' },
    { type: 'p', text: 'Try the search, or start again from the home page.' },
  ],
  link_text: 'Back to home',
  product_header: 'Popular right now',
  automated_related_products: false,
  products: ['aurora-classic', 'rime-skate', 'aurora-classic-boot', 'rime-carbon-pole'],
  banner: 'error-lost-track',
  product_recommendation_page: {
    header: 'This product is no longer available',
    main_content: [{ type: 'p', text: 'We have stopped making this one, but these products do the same job and are ready to ship.' }],
  },
};

export const emailSignupSettings: EmailSignupSettings = {
  uid: 'email-signup',
  lists: [
    {
      id: 'newsletter',
      title: 'Loipe newsletter',
      description: 'Trail reports, technique tips and new gear. Four emails a winter.',
      regions: [],
    },
    {
      id: 'test-events',
      title: 'Test events',
      description: 'Dates of test events near you, two weeks ahead.',
      regions: ['us', 'ca', 'no', 'eu', 'jp'],
    },
    { id: 'pro-news', title: 'Pro news', description: 'Pro-only offers and clinic dates.', regions: ['pro', 'pro_ca', 'pro_eu_region_1'] },
  ],
  copy: {
    heading: 'Fresh tracks in your inbox',
    text: 'Trail reports, waxing tips and first word on new skis. Four emails a winter, never more.',
    placeholder: 'Your email address',
    button_text: 'Sign up',
    success: 'Thank you! Check your inbox to confirm your subscription.',
    privacy: 'You can unsubscribe with one click in every email. See our privacy policy for how we use your data.',
  },
  back_in_stock_notifications: {
    enabled: true,
    heading: 'Sold out in this size',
    text: 'Leave your email and we will write to you once when it is back in stock.',
    button_text: 'Notify me',
    success: 'Done. We will email you when it is back.',
  },
  regions: [],
};

export const searchSettings: SearchSettings = {
  uid: 'search-settings',
  fallback_image: { amplience_id: 'scene-frozen-lake', imageset: false },
  main_menu: {
    title: 'Popular searches',
    links: [
      categoryLink('Classic skis', '/skis/classic'),
      categoryLink('Skate boots', '/boots/skate'),
      categoryLink('Backcountry skis', '/skis/backcountry'),
      categoryLink('Kick wax', '/accessories/wax'),
      categoryLink('Carbon poles', '/poles/race'),
    ],
  },
  sidebar_menu: {
    title: 'Quick help',
    links: [
      supportLink('Size guide', '/size-guide'),
      supportLink('Ski length guide', '/ski-length-guide'),
      supportLink('Waxing guide', '/waxing'),
      blogCategoryLink('Technique articles', '/technique'),
      pageLink('Find a store', '/stores'),
    ],
  },
};

export const regions: RegionEntry[] = [
  { uid: 'region-us', title: 'United States', region_id: 'us' },
  { uid: 'region-ca', title: 'Canada', region_id: 'ca' },
  { uid: 'region-jp', title: 'Japan', region_id: 'jp' },
  { uid: 'region-no', title: 'Norway', region_id: 'no' },
  { uid: 'region-eu', title: 'Europe', region_id: 'eu' },
  { uid: 'region-other', title: 'Other countries', region_id: 'other' },
  { uid: 'region-pro', title: 'Pro (United States)', region_id: 'pro' },
  { uid: 'region-pro-ca', title: 'Pro (Canada)', region_id: 'pro_ca' },
  { uid: 'region-pro-eu', title: 'Pro (Europe)', region_id: 'pro_eu_region_1' },
];
