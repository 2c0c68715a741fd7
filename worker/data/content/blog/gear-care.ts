/** Journal: gear care posts. */
import type { BlogPost } from '../../../ports/content/editorial-entries';
import { image } from '../links';

export const gearCarePosts: BlogPost[] = [
  {
    uid: 'summer-storage',
    title: 'Put your skis to bed: summer storage',
    date: '2026-04-28',
    author: 'Marte Lien',
    category: 'gear-care',
    hero_image: image('scene-waxing-cabin', 'Skis on a waxing bench in a cabin workshop'),
    excerpt: 'Twenty minutes in April keeps your bases fast for November. A service technician’s storage routine.',
    body: [
      {
        type: 'p',
        text: 'The worst thing for a ski base over the summer is air. A dry, unprotected base oxidises and turns grey, and an oxidised base no longer takes wax well. A thick layer of storage wax stops that.',
      },
      { type: 'h2', text: 'The routine' },
      {
        type: 'ol',
        items: [
          'Remove all grip wax and klister with wax remover, then wipe the grip zone dry.',
          'Brush the glide zones with a brass brush to open the structure.',
          'Iron in a thick layer of soft glide wax, and do not scrape it.',
          'Strap the skis together at tip and tail without pressing the camber flat.',
          'Store them lying flat or hanging, somewhere cool and dry, away from the sun.',
        ],
      },
      { type: 'h2', text: 'Boots and poles' },
      {
        type: 'p',
        text: 'Take the liners out of your boots and let them dry completely before storing them. Check the pole tips and straps: summer is the time to replace worn tips, not the first snowy morning.',
      },
      { type: 'p', text: 'In autumn, scrape and brush the storage wax, and your skis are ready for the first snow.' },
    ],
    products: ['rimfrost-glide-wax', 'loipe-wax-iron'],
  },
  {
    uid: 'choosing-kick-wax',
    title: 'Which kick wax? Read the snow',
    date: '2026-01-08',
    author: 'Marte Lien',
    category: 'gear-care',
    hero_image: image('scene-frozen-lake', 'Classic tracks on a frozen lake on a cold morning'),
    excerpt: 'Temperature is only half the story. How new or old the snow is decides between hard wax and klister.',
    body: [
      {
        type: 'p',
        text: 'Wax charts start with the temperature, but two mornings at minus 5 °C can need very different waxes. Fresh snow has sharp crystals that bite into hard wax; old, transformed snow has round grains that only soft wax or klister can grip.',
      },
      { type: 'h2', text: 'A simple rule' },
      {
        type: 'table',
        caption: 'Kick wax by snow',
        head: ['Snow', 'Air temperature', 'Wax'],
        rows: [
          ['New, dry snow', 'Below −10 °C', 'Hard wax, green'],
          ['New snow', '−10 to −2 °C', 'Hard wax, blue'],
          ['New snow near zero', '−2 to +1 °C', 'Hard wax, violet or red'],
          ['Old, fine-grained snow', '−5 to 0 °C', 'Blue klister, thin'],
          ['Icy or refrozen tracks', 'Below 0 °C', 'Blue klister with a universal klister on top'],
          ['Wet, coarse spring snow', 'Above 0 °C', 'Red or universal klister'],
        ],
      },
      { type: 'h2', text: 'Layers make it last' },
      {
        type: 'p',
        text: 'Iron in a thin binder first, then cork in three to five thin layers of kick wax. Thin layers, each corked smooth, grip better and last longer than one thick one.',
      },
      {
        type: 'p',
        text: 'When in doubt, start too hard: you can always add a softer wax on top, but a too-soft wax ices up and must be removed.',
      },
    ],
    products: ['kvist-grip-wax', 'skare-klister-tube'],
  },
  {
    uid: 'when-to-stone-grind',
    title: 'When does a ski need a stone grind?',
    date: '2025-12-02',
    author: 'Marte Lien',
    category: 'gear-care',
    hero_image: image('scene-lillehammer-workshop', 'A ski being stone ground in the Loipe workshop'),
    excerpt: 'A fresh grind can make an old ski feel new. Here is how to tell when it is time, and which structure to ask for.',
    body: [
      {
        type: 'p',
        text: 'A stone grind flattens the base and cuts a fine pattern, the structure, into it. The structure breaks the film of water between base and snow, and the right one for the snow can be worth more glide than any wax.',
      },
      { type: 'h2', text: 'Signs it is time' },
      {
        type: 'ul',
        items: [
          'The base looks grey and dry even right after waxing.',
          'You can feel scratches or a ridge along the edges with your fingernail.',
          'The ski has done more than 1,500 km since its last grind.',
          'A ski that used to glide well feels slow in every snow.',
        ],
      },
      { type: 'h2', text: 'Which structure?' },
      {
        type: 'p',
        text: 'For most skiers one universal structure is right. Racers with several pairs choose a fine structure for cold, new snow and a coarser one for wet or old snow. Our service centres will ask where and when you ski most.',
      },
      { type: 'p', text: 'A grind takes about a week in winter. Book it in autumn and you skip the queue.' },
    ],
    products: ['rimfrost-glide-wax'],
  },
];
