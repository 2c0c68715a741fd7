/** The footer entry: link columns and the newsletter teaser. */
import type { Footer } from '../../ports/content/entries';
import { blogCategoryLink, categoryLink, pageLink, proLink, supportLink, teamLink } from './links';

export const footer: Footer = {
  uid: 'footer',
  tagline: 'Nordic skiing gear, designed and tested in Lillehammer since 1987.',
  columns: [
    {
      uid: 'shop',
      title: 'Shop',
      links: [
        categoryLink('Skis', '/skis'),
        categoryLink('Boots', '/boots'),
        categoryLink('Bindings', '/bindings'),
        categoryLink('Poles', '/poles'),
        categoryLink('Accessories', '/accessories'),
        pageLink('Test skis before you buy', '/test-store'),
      ],
    },
    {
      uid: 'support',
      title: 'Support',
      links: [
        supportLink('Size guide', '/size-guide'),
        supportLink('Ski length guide', '/ski-length-guide'),
        supportLink('Waxing guide', '/waxing'),
        supportLink('Warranty', '/warranty'),
        supportLink('Returns', '/returns'),
        supportLink('Contact us', '/contact'),
      ],
    },
    {
      uid: 'company',
      title: 'Company',
      links: [
        pageLink('About Loipe', '/about'),
        teamLink('Team Loipe', '/team'),
        blogCategoryLink('Journal', ''),
        proLink('Loipe Pro', '/pro'),
        pageLink('PSIA members', '/psia'),
        pageLink('Find a store', '/stores'),
      ],
    },
    {
      uid: 'legal',
      title: 'Legal',
      links: [pageLink('Privacy policy', '/privacy'), pageLink('Terms of sale', '/terms'), pageLink('Imprint', '/imprint')],
    },
  ],
  newsletter: {
    heading: 'Fresh tracks in your inbox',
    text: 'Trail reports, waxing tips and first word on new skis. Four emails a winter, never more.',
  },
};
