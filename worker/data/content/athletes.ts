/** Team Loipe: athletes, guides and coaches (portraits are `athlete-<uid>` media ids). */
import type { Athlete } from '../../providers/content/editorial-entries';

const portrait = (uid: string, name: string) => ({ amplience_id: `athlete-${uid}`, imageset: false, alt: name });

export const athletes: Athlete[] = [
  {
    uid: 'ingrid-solberg', name: 'Ingrid Solberg', discipline: 'Classic long distance', country: 'NO', hometown: 'Lillehammer',
    bio: [
      'Ingrid grew up two kilometres from the Birkebeiner finish and has won the women’s race there three times. On the Ski Classics tour she is known for double poling entire 50 km races on skis without grip wax.',
      'Between races she works in our test team on Sjusjøen, where she has skied every Aurora prototype since 2021.',
    ],
    quote: 'If the ski is right, the race is just a long day outside.',
    portrait: portrait('ingrid-solberg', 'Ingrid Solberg'),
    favourite_products: ['aurora-classic', 'rime-carbon-pole'],
    results: [{ year: 2026, event: 'Birkebeinerrennet', place: 1 }, { year: 2026, event: 'Marcialonga', place: 3 }, { year: 2025, event: 'Birkebeinerrennet', place: 1 }, { year: 2025, event: 'Vasaloppet', place: 4 }, { year: 2023, event: 'Birkebeinerrennet', place: 1 }],
  },
  {
    uid: 'mattias-lindqvist', name: 'Mattias Lindqvist', discipline: 'Skate sprint', country: 'SE', hometown: 'Östersund',
    bio: [
      'Mattias is a sprinter with a background in ice hockey, which shows in the way he takes the corners. He has raced World Cup sprints since 2022 and reached his first final in Falun in 2025.',
      'He tests our skate skis and boots, and is the reason the Rime skate boot has a stiffer cuff.',
    ],
    quote: 'A sprint is three minutes. Every push counts twice.',
    portrait: portrait('mattias-lindqvist', 'Mattias Lindqvist'),
    favourite_products: ['rime-skate', 'rime-skate-boot'],
    results: [{ year: 2026, event: 'FIS World Cup Falun', place: 5 }, { year: 2025, event: 'FIS World Cup Falun', place: 6 }, { year: 2025, event: 'FIS World Cup Östersund', place: 9 }, { year: 2024, event: 'Svenska mästerskapen', place: 2 }],
  },
  {
    uid: 'aiko-tanabe', name: 'Aiko Tanabe', discipline: 'Backcountry guide', country: 'JP', hometown: 'Sapporo',
    bio: [
      'Aiko guides nordic tours in the forests of Niseko and the Daisetsuzan mountains. She came to touring through telemark skiing and never went back to the lifts.',
      'She helped us shape the Fjell 78 backcountry ski for the deep, dry snow of Hokkaido.',
    ],
    quote: 'The best line in the forest is the one nobody else has skied.',
    portrait: portrait('aiko-tanabe', 'Aiko Tanabe'),
    favourite_products: ['fjell-78', 'fjell-bc-boot'],
    results: [{ year: 2026, event: 'Sapporo International Ski Marathon', place: 7 }, { year: 2024, event: 'Sapporo International Ski Marathon', place: 5 }],
  },
  {
    uid: 'jonas-berger', name: 'Jonas Berger', discipline: 'Biathlon', country: 'AT', hometown: 'Hochfilzen',
    bio: [
      'Jonas races biathlon for Austria and trains at home in Hochfilzen. He skis skate on Loipe skis and spends his summers on roller skis on the Pillersee roads.',
      'He is known in the team for his meticulous ski testing notebook, now on its fourth volume.',
    ],
    quote: 'Ski fast, then breathe, then shoot. The order matters.',
    portrait: portrait('jonas-berger', 'Jonas Berger'),
    favourite_products: ['rime-skate', 'rime-carbon-pole'],
    results: [{ year: 2026, event: 'IBU Cup Obertilliach', place: 4 }, { year: 2025, event: 'IBU Cup Hochfilzen', place: 8 }, { year: 2025, event: 'Österreichische Meisterschaften', place: 1 }],
  },
  {
    uid: 'claire-dubois', name: 'Claire Dubois', discipline: 'Skate marathon', country: 'FR', hometown: 'Les Rousses',
    bio: [
      'Claire won the Transjurassienne skate race in 2024 and 2026. She coaches the junior team of her club in the Jura and still works part time as a physiotherapist.',
      'She brings both views to our boot tests: a racer’s and a physio’s.',
    ],
    quote: 'Good technique is the cheapest speed there is.',
    portrait: portrait('claire-dubois', 'Claire Dubois'),
    favourite_products: ['rime-skate-boot', 'rime-skate'],
    results: [{ year: 2026, event: 'Transjurassienne', place: 1 }, { year: 2025, event: 'König-Ludwig-Lauf', place: 2 }, { year: 2024, event: 'Transjurassienne', place: 1 }, { year: 2024, event: 'La Diagonela', place: 6 }],
  },
  {
    uid: 'luca-moretti', name: 'Luca Moretti', discipline: 'Classic long distance', country: 'IT', hometown: 'Tesero',
    bio: [
      'Luca grew up on the Marcialonga course in Val di Fiemme and has finished the race fifteen times. He runs a ski school and a small ski service in Tesero.',
      'Every winter he hosts our Italian test event on the Lago di Tesero tracks.',
    ],
    quote: 'Seventy kilometres is a conversation with yourself. Bring good skis.',
    portrait: portrait('luca-moretti', 'Luca Moretti'),
    favourite_products: ['aurora-classic', 'kvist-grip-wax'],
    results: [{ year: 2026, event: 'Marcialonga', place: 41 }, { year: 2025, event: 'Marcialonga', place: 38 }, { year: 2024, event: 'Dolomitenlauf', place: 12 }],
  },
  {
    uid: 'emma-larsen', name: 'Emma Larsen', discipline: 'PSIA nordic examiner', country: 'US', hometown: 'Bend, Oregon',
    bio: [
      'Emma has taught nordic skiing for twenty years and examines instructors for PSIA in the Northwest division. Her clinics on classic technique are booked out every season.',
      'She leads the instructor demo fleet of our PSIA partnership.',
    ],
    quote: 'Anyone can learn to glide. It just takes someone to show them where their weight goes.',
    portrait: portrait('emma-larsen', 'Emma Larsen'),
    favourite_products: ['lavvu-tour', 'aurora-classic-boot'],
    results: [{ year: 2026, event: 'American Birkebeiner', place: 11 }, { year: 2025, event: 'Great Bear Chase', place: 3 }],
  },
  {
    uid: 'noah-tremblay', name: 'Noah Tremblay', discipline: 'Sprint, under 23', country: 'CA', hometown: 'Canmore',
    bio: [
      'Noah trains at the Canmore Nordic Centre and won the under-23 sprint title at the Canadian championships in 2026. He skis both techniques and prefers the hills.',
      'He is the youngest member of Team Loipe.',
    ],
    quote: 'Hills are where races get decided. I like deciding.',
    portrait: portrait('noah-tremblay', 'Noah Tremblay'),
    favourite_products: ['rime-skate', 'aurora-classic'],
    results: [{ year: 2026, event: 'Canadian Ski Championships', place: 1 }, { year: 2026, event: 'Canadian Ski Championships', place: 4 }, { year: 2025, event: 'Nor-Am Cup Canmore', place: 2 }],
  },
];
