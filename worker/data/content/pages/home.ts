/** The home page: banners, product grids, category cards and journal teasers. */
import type { Page } from '../../../ports/content/editorial-entries';
import { categoryLink, image } from '../links';

export const homePage: Page = {
  uid: 'home',
  url: '/',
  title: 'Home',
  seo: {
    title: 'Loipe | Nordic skis, boots and poles from Lillehammer',
    description: 'Classic, skate and backcountry skis, boots, bindings and poles, designed and tested in Lillehammer since 1987.',
    image: 'scene-fjord-sunrise',
  },
  regions: [],
  body: [
    { type: 'banner', banner: 'home-hero' },
    {
      type: 'product_grid',
      uid: 'home-new',
      title: 'New this winter',
      product_uids: ['aurora-classic', 'rime-skate'],
      category_uid: 'skis',
      count: 8,
      slider: true,
    },
    {
      type: 'cards',
      title: 'Shop by category',
      cards: [
        {
          title: 'Skis',
          text: 'Classic, skate, touring and backcountry.',
          image: image('scene-birch-trail'),
          link: categoryLink('Shop skis', '/skis'),
        },
        {
          title: 'Boots',
          text: 'Warm, stiff where it counts, soft where it should be.',
          image: image('scene-waxing-cabin'),
          link: categoryLink('Shop boots', '/boots'),
        },
        {
          title: 'Bindings',
          text: 'Step-in bindings for every boot and style.',
          image: image('scene-race-start'),
          link: categoryLink('Shop bindings', '/bindings'),
        },
        {
          title: 'Poles',
          text: 'Carbon race poles and tough touring poles.',
          image: image('scene-night-stadium'),
          link: categoryLink('Shop poles', '/poles'),
        },
        {
          title: 'Accessories',
          text: 'Wax, gloves, bags and everything in between.',
          image: image('scene-mountain-hut'),
          link: categoryLink('Shop accessories', '/accessories'),
        },
      ],
    },
    { type: 'banner', banner: 'home-aurora' },
    {
      type: 'product_grid',
      uid: 'home-boots',
      title: 'Boots for every stride',
      product_uids: [],
      category_uid: 'boots',
      count: 4,
      slider: false,
    },
    { type: 'banner', banner: 'home-lineup' },
    { type: 'blog_posts', title: 'From the journal', count: 3 },
    { type: 'athletes', title: 'Team Loipe', athlete_uids: ['ingrid-solberg', 'mattias-lindqvist', 'aiko-tanabe', 'jonas-berger'] },
    { type: 'banner', banner: 'home-pro' },
    { type: 'banner', banner: 'home-test-store' },
  ],
};
