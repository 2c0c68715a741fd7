/** The style tile (the shop's building blocks on one page) and the test-ski events. */
import type { Page } from '../../../ports/content/editorial-entries';
import { categoryLink, pageLink } from '../links';

export const styletilePage: Page = {
  uid: 'styletile',
  url: '/styletile',
  title: 'Style tile',
  seo: { title: 'Style tile', description: 'Type, colour, buttons, lists and tables of the Loipe shop on one page.' },
  regions: [],
  body: [
    {
      type: 'rich_text',
      content: [
        { type: 'eyebrow', text: 'Eyebrow text sits above a heading' },
        { type: 'h2', text: 'Heading two: the trail ahead' },
        { type: 'h3', text: 'Heading three: kick, glide, repeat' },
        {
          type: 'p',
          text: 'Body copy is set for long reading: a comfortable line length, generous line height and enough contrast to read in bright snow light on a phone.',
        },
        { type: 'quote', text: 'A quote stands apart from the body copy.' },
        {
          type: 'ul',
          items: ['An unordered list item', 'A second item that runs long enough to wrap onto the next line on a phone', 'A third item'],
        },
        { type: 'ol', items: ['First step', 'Second step', 'Third step'] },
        {
          type: 'table',
          caption: 'Colour palette',
          head: ['Name', 'Use', 'Hex'],
          rows: [
            ['Fjord', 'Primary text and buttons', '#12324A'],
            ['Snow', 'Page background', '#FAFBFC'],
            ['Birch', 'Borders and rules', '#D9DDE1'],
            ['Lingonberry', 'Sale prices and alerts', '#B3261E'],
            ['Spruce', 'Success messages and stock', '#2E6B4F'],
          ],
        },
        { type: 'link', link: categoryLink('A link inside copy', '/skis') },
      ],
    },
    { type: 'banner', banner: 'home-test-store' },
    {
      type: 'product_grid',
      uid: 'styletile-grid',
      title: 'Product grid',
      product_uids: [],
      category_uid: 'poles',
      count: 4,
      slider: false,
    },
  ],
};

export const testStorePage: Page = {
  uid: 'test-store',
  url: '/test-store',
  title: 'Test skis before you buy',
  seo: {
    title: 'Loipe test events: try our skis on snow',
    description: 'Dates and places of Loipe test events, where you can ski any model in the line-up for free before you buy.',
    image: 'scene-race-start',
  },
  regions: [],
  body: [
    { type: 'banner', banner: 'home-test-store' },
    {
      type: 'rich_text',
      content: [
        {
          type: 'p',
          text: 'At a Loipe test event you can borrow any ski in the line-up, in your length and with the right grip zone, for as many laps as you like. Bring your own boots or borrow ours. Testing is free; a valid ID is all we ask for.',
        },
        {
          type: 'table',
          caption: 'Test events, winter 2026/27',
          head: ['Date', 'Place', 'Country', 'What to test'],
          rows: [
            ['28–29 November', 'Sjusjøen Skisenter', 'Norway', 'Whole line-up'],
            ['6 December', 'Holmenkollen, Oslo', 'Norway', 'Race and skate'],
            ['13 December', 'Trapp Family Lodge, Stowe', 'United States', 'Classic and touring'],
            ['20 December', 'Canmore Nordic Centre', 'Canada', 'Whole line-up'],
            ['10 January', 'Seefeld in Tirol', 'Austria', 'Classic and skate'],
            ['17 January', 'Davos Nordic', 'Switzerland', 'Race and skate'],
            ['24 January', 'Les Saisies', 'France', 'Whole line-up'],
            ['31 January', 'Val di Fiemme, Lago di Tesero', 'Italy', 'Classic and skate'],
            ['7 February', 'Niseko Nordic Course', 'Japan', 'Touring and backcountry'],
          ],
        },
        { type: 'h3', text: 'Before you come' },
        {
          type: 'ul',
          items: [
            'Know your weight: we match ski stiffness to it on the spot.',
            'Dress for two hours outside; the test loops are 3 to 5 km.',
            'Keep your receipt from the event: buy the ski you tested within 30 days and we wax it for free.',
          ],
        },
        { type: 'link', link: pageLink('Find your nearest store', '/stores') },
      ],
    },
  ],
};
