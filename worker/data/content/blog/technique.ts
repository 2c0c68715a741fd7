/** Journal: technique posts. */
import type { BlogPost } from '../../../ports/content/editorial-entries';
import { image } from '../links';

export const techniquePosts: BlogPost[] = [
  {
    uid: 'double-poling-engine',
    title: 'Double poling: build the engine',
    date: '2026-11-12',
    author: 'Ingrid Solberg',
    category: 'technique',
    hero_image: image('scene-night-stadium', 'Skier double poling on a floodlit track'),
    excerpt: 'Modern classic racing is won on the arms and the core. Here is how to make double poling a strength, not a survival move.',
    body: [
      {
        type: 'p',
        text: 'Ten years ago double poling was what you did on the flats between the hills. Today the fastest skiers double pole most of a classic race, and even on a Sunday tour a strong double pole saves your legs for the climbs.',
      },
      { type: 'h2', text: 'It starts with the hips' },
      {
        type: 'p',
        text: 'The most common mistake is to pull with the arms. The force comes from falling forward: rise onto the balls of your feet with the hips high, let the body tip over the poles and crunch the core down. The arms only transfer that weight into the snow.',
      },
      { type: 'h2', text: 'Pole angle and recovery' },
      {
        type: 'p',
        text: 'Plant the poles with the hands in front of your face and the tips just behind the bindings. If the tips land in front of the feet, you brake before you push. On the way back, relax the hands and let the poles swing forward: recovery is where you breathe.',
      },
      { type: 'h2', text: 'A session to try' },
      {
        type: 'ol',
        items: [
          'Warm up 20 minutes easy.',
          '6 × 2 minutes double poling on a gentle uphill, walking back down.',
          '4 × 30 seconds at race pace on the flat, with full recovery.',
          'Cool down 15 minutes in diagonal stride.',
        ],
      },
      { type: 'p', text: 'Do it once a week from October. By Christmas you will feel the difference on every flat of the loop.' },
    ],
    products: ['rime-carbon-pole', 'aurora-classic'],
  },
  {
    uid: 'skate-v2-timing',
    title: 'Timing the V2: one skate, one push',
    date: '2026-10-28',
    author: 'Mattias Lindqvist',
    category: 'technique',
    hero_image: image('scene-race-start', 'Skate skier in V2 on a groomed track'),
    excerpt: 'The V2, or one-skate, is the fastest gear on the flats. Most skiers lose it in the timing. Three drills fix that.',
    body: [
      {
        type: 'p',
        text: 'In the V2 you pole on every leg push. Done well, it is the most efficient way to ski fast on gentle terrain; done badly, it feels like a fight with your own poles.',
      },
      { type: 'h2', text: 'Stand tall on one ski' },
      {
        type: 'p',
        text: 'Every stride begins with the whole body over one ski: nose, knee and toes in a line. Only then do you pole. If you pole while the weight is still between the skis, the push goes sideways.',
      },
      { type: 'h2', text: 'Three drills' },
      {
        type: 'ul',
        items: [
          'Skate without poles, holding each glide for a count of three.',
          'V2 with a pause: pole, glide on one ski, stop for a moment before the next push.',
          'V2 on a slight downhill, focusing only on landing the hands in front of the face.',
        ],
      },
      {
        type: 'p',
        text: 'Film yourself from the front. When the head moves straight forward instead of side to side, the timing is there.',
      },
    ],
    products: ['rime-skate', 'rime-skate-boot'],
  },
  {
    uid: 'diagonal-stride-kick',
    title: 'Finding the kick in diagonal stride',
    date: '2026-12-03',
    author: 'Erik Nyhus',
    category: 'technique',
    hero_image: image('scene-birch-trail', 'Classic skier climbing in diagonal stride'),
    excerpt: 'Slipping on the climbs is rarely the wax. It is where your weight is when you kick. Here is how to feel it.',
    body: [
      {
        type: 'p',
        text: 'A classic ski grips when your full weight presses the grip zone into the snow for a fraction of a second. Kick too early, too late or with the weight behind the foot, and even perfect wax slips.',
      },
      { type: 'h2', text: 'Scooter drill' },
      {
        type: 'p',
        text: 'Take one ski off. Push along with the free foot as if on a scooter, gliding on the ski. Notice how you must move your hips over the ski to stay balanced. That hip position is the one you need when you kick.',
      },
      { type: 'h2', text: 'Kick down, not back' },
      {
        type: 'p',
        text: 'Think of stamping a bug under the middle of your foot. The kick is a short, sharp downward press, followed by the push back. On steeper climbs, shorten the stride and keep the rhythm quick.',
      },
      {
        type: 'p',
        text: 'If you still slip after this, then check your wax and your ski stiffness. The ski length guide shows how we match stiffness to your weight.',
      },
    ],
    products: ['aurora-classic', 'aurora-classic-boot'],
  },
];
