/** Support: size guide, ski length guide and waxing guide. */
import type { SupportPage } from '../../../ports/content/editorial-entries';
import { categoryLink, supportLink } from '../links';

export const sizeGuide: SupportPage = {
  uid: 'size-guide',
  title: 'Size guide',
  summary: 'Measure your foot and hand, then find your boot, glove and sock size.',
  seo: {
    title: 'Size guide: boots, gloves and socks',
    description: 'Boot size chart with foot length in cm, EU, UK and US sizes, and glove and sock sizes.',
  },
  body: [
    { type: 'h2', text: 'Measure your foot' },
    {
      type: 'ol',
      items: [
        'Stand on a sheet of paper against a wall, wearing the socks you ski in.',
        'Mark the tip of your longest toe and measure from the wall to the mark.',
        'Measure both feet in the evening, when they are largest, and use the longer one.',
      ],
    },
    {
      type: 'p',
      text: 'Nordic boots should be snug at the heel with about 1 cm of room in front of the toes. Between two sizes, choose the larger one for classic and touring and the smaller one for skate and race boots.',
    },
    {
      type: 'table',
      caption: 'Adult boots',
      head: ['EU', 'Foot length (cm)', 'Mondopoint', 'UK', 'US men', 'US women'],
      rows: [
        ['36', '22.5', '225', '3.5', '4.5', '5.5'],
        ['37', '23.2', '232', '4', '5', '6'],
        ['38', '23.8', '238', '5', '6', '7'],
        ['39', '24.5', '245', '6', '7', '8'],
        ['40', '25.2', '252', '6.5', '7.5', '8.5'],
        ['41', '25.8', '258', '7.5', '8.5', '9.5'],
        ['42', '26.5', '265', '8', '9', '10'],
        ['43', '27.2', '272', '9', '10', '11'],
        ['44', '27.8', '278', '9.5', '10.5', '11.5'],
        ['45', '28.5', '285', '10.5', '11.5', '–'],
        ['46', '29.2', '292', '11', '12', '–'],
        ['47', '29.8', '298', '12', '13', '–'],
      ],
    },
    {
      type: 'table',
      caption: 'Junior boots',
      head: ['EU', 'Foot length (cm)', 'US youth'],
      rows: [
        ['28', '17.5', '11'],
        ['29', '18.2', '12'],
        ['30', '18.8', '12.5'],
        ['31', '19.5', '13'],
        ['32', '20.2', '1'],
        ['33', '20.8', '2'],
        ['34', '21.5', '2.5'],
        ['35', '22.2', '3.5'],
        ['36', '22.5', '4'],
        ['37', '23.2', '5'],
      ],
    },
    { type: 'h2', text: 'Gloves' },
    { type: 'p', text: 'Measure around your hand just below the knuckles, without the thumb.' },
    {
      type: 'table',
      caption: 'Gloves and mittens',
      head: ['Size', 'Hand circumference (cm)'],
      rows: [
        ['XS', '16–17'],
        ['S', '17–19'],
        ['M', '19–21'],
        ['L', '21–23'],
        ['XL', '23–25'],
      ],
    },
    {
      type: 'table',
      caption: 'Socks',
      head: ['Size', 'EU shoe size'],
      rows: [
        ['36-38', '36 to 38'],
        ['39-41', '39 to 41'],
        ['42-44', '42 to 44'],
        ['45-47', '45 to 47'],
      ],
    },
    { type: 'link', link: categoryLink('Shop boots', '/boots') },
  ],
};

export const skiLengthGuide: SupportPage = {
  uid: 'ski-length-guide',
  title: 'Ski and pole length guide',
  summary: 'Which ski length and stiffness fit your weight, and how long your poles should be.',
  seo: {
    title: 'Ski and pole length guide',
    description: 'Classic and skate ski lengths by body weight, touring lengths by height, and pole length formulas.',
  },
  body: [
    {
      type: 'p',
      text: 'A nordic ski is chosen by weight first. The camber must carry your weight in the glide phase and press flat when you kick. Height only decides within the range your weight gives.',
    },
    { type: 'h2', text: 'Classic and skate skis by weight' },
    {
      type: 'table',
      caption: 'Recommended length',
      head: ['Body weight (kg)', 'Classic (cm)', 'Skate (cm)', 'Flex'],
      rows: [
        ['40–50', '180–185', '165–172', 'Soft'],
        ['50–60', '185–192', '172–177', 'Soft to medium'],
        ['60–70', '192–197', '177–182', 'Medium'],
        ['70–80', '197–202', '182–187', 'Medium to stiff'],
        ['80–90', '202–207', '187–192', 'Stiff'],
        ['over 90', '207–210', '192', 'Extra stiff'],
      ],
    },
    { type: 'h3', text: 'Quick formulas' },
    {
      type: 'ul',
      items: [
        'Classic: your height plus 20 to 30 cm, up to 210 cm.',
        'Skate: your height plus 10 to 15 cm, up to 192 cm.',
        'Touring with metal edges: your height plus 10 to 20 cm.',
        'Backcountry: your height to your height plus 10 cm; shorter turns more easily in the trees.',
        'Children under 8: about their own height. Older juniors: height plus 10 to 15 cm (classic), plus 5 to 10 cm (skate).',
      ],
    },
    {
      type: 'p',
      text: 'Racers should choose the stiffer flex in their weight range for cold, hard tracks and the softer one for soft or new snow. In our stores we measure the camber with you standing on the ski.',
    },
    { type: 'h2', text: 'Poles' },
    {
      type: 'table',
      caption: 'Pole length',
      head: ['Style', 'Formula', 'Example for 180 cm'],
      rows: [
        ['Classic', 'height × 0.83', '150 cm'],
        ['Skate', 'height × 0.89', '160 cm'],
        ['Touring and backcountry', 'height × 0.80 to 0.85', '145–155 cm'],
      ],
    },
    { type: 'p', text: 'Between two lengths, choose the shorter one for classic and the longer one for skate.' },
    { type: 'link', link: categoryLink('Shop skis', '/skis') },
    { type: 'link', link: categoryLink('Shop poles', '/poles') },
  ],
};

export const waxingGuide: SupportPage = {
  uid: 'waxing',
  title: 'Waxing guide',
  summary: 'Glide waxing, kick wax, klister and skin care, step by step.',
  seo: {
    title: 'How to wax nordic skis',
    description: 'Step-by-step glide waxing, kick wax and klister application, and care for skin and fishscale skis.',
  },
  body: [
    { type: 'h2', text: 'Glide wax (tips and tails, and whole skate skis)' },
    {
      type: 'ol',
      items: [
        'Clean the base with a brass brush, tip to tail, ten strokes.',
        'Set the iron to the temperature on the wax; too hot burns the base.',
        'Drip wax along the ski and iron it in with slow, steady strokes until the wax stays liquid 5 cm behind the iron.',
        'Let the ski cool for at least 15 minutes, or overnight for a harder finish.',
        'Scrape with a sharp plastic scraper, then clear the groove with the scraper’s corner.',
        'Brush with a nylon brush until the base shines, then finish with a horsehair brush.',
      ],
    },
    { type: 'h2', text: 'Kick wax (classic grip zone)' },
    {
      type: 'ol',
      items: [
        'Mark the grip zone: from the heel of the boot to about 50 cm in front of it, or as fitted in the store.',
        'Roughen the zone lightly with 120-grit sandpaper and iron in a thin binder.',
        'Crayon on a thin layer of kick wax and smooth it with a cork.',
        'Add three to five thin layers, corking each, and let the skis cool outside before skiing.',
      ],
    },
    { type: 'h2', text: 'Klister' },
    {
      type: 'p',
      text: 'Warm the tube, squeeze a thin herring-bone pattern on each side of the groove and spread it with the spatula or the palm of your hand. Let it set outside for ten minutes. Remove it after every use with wax remover.',
    },
    { type: 'h2', text: 'Skin and fishscale skis' },
    {
      type: 'p',
      text: 'Skins need no kick wax. Clean them with skin cleaner every few outings and treat them with skin spray to keep them from icing. Fishscale patterns only need the glide zones waxed; a spray of grip booster helps in wet snow.',
    },
    { type: 'link', link: categoryLink('Shop wax and tools', '/accessories/wax') },
    { type: 'link', link: supportLink('Contact our service team', '/contact') },
  ],
};
