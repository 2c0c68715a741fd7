/** Journal: trip reports. */
import type { BlogPost } from '../../../ports/content/editorial-entries';
import { image } from '../links';

export const tripPosts: BlogPost[] = [
  {
    uid: 'birkebeiner-in-a-day',
    title: 'The Birkebeiner trail in a day',
    date: '2026-03-24',
    author: 'Erik Nyhus',
    category: 'trips',
    hero_image: image('scene-mountain-plateau', 'The open plateau above Sjusjøen on the Birkebeiner trail'),
    excerpt: 'Fifty-four kilometres from Rena to Lillehammer, with 3.5 kg on your back. How to ski the Birken route outside race day.',
    body: [
      {
        type: 'p',
        text: 'Every March, 16,000 skiers race from Rena to Lillehammer with a 3.5 kg pack in memory of the Birkebeiner warriors who carried the infant prince Håkon across the mountains in 1206. The trail is groomed most of the winter, and skiing it on a quiet weekday is one of the great days out in Norwegian skiing.',
      },
      { type: 'h2', text: 'The route' },
      {
        type: 'p',
        text: 'From the start at Rena the trail climbs for the first 15 km to Skramstadsetra. Then comes the high plateau over Raudfjellet at almost 900 m, open and exposed, before the long, fast descent past Sjusjøen and Midtfjellet into the Lillehammer ski stadium.',
      },
      { type: 'h2', text: 'What we packed' },
      {
        type: 'ul',
        items: [
          'A warm jacket and a spare pair of gloves for the plateau.',
          'Two litres of sports drink in an insulated belt.',
          'Klister and a scraper: the snow on the plateau is often icier than in the valley.',
          'Buns with brown cheese, the Birken classic.',
        ],
      },
      { type: 'h2', text: 'Getting there' },
      {
        type: 'p',
        text: 'Take the early train to Rena, and the shuttle bus to the start. From the stadium in Lillehammer it is a ten-minute walk to our store on Storgata, where you can leave your bag for the day.',
      },
    ],
    products: ['aurora-classic', 'kvist-drink-belt'],
  },
  {
    uid: 'hut-to-hut-rondane',
    title: 'Hut to hut across Rondane',
    date: '2026-04-15',
    author: 'Ingrid Solberg',
    category: 'trips',
    hero_image: image('scene-mountain-hut', 'A staffed mountain hut in Rondane at dusk'),
    excerpt: 'Four days, three huts and one perfect spring crust. Our route through Norway’s oldest national park.',
    body: [
      {
        type: 'p',
        text: 'Rondane was Norway’s first national park, and in April, when the days are long and the snow sets into crust in the morning, it is made for light touring skis. The Norwegian Trekking Association marks a winter route between its huts with birch branches.',
      },
      { type: 'h2', text: 'Our route' },
      {
        type: 'ol',
        items: [
          'Mysuseter to Rondvassbu, 13 km along the lake.',
          'Rondvassbu to Bjørnhollia, 18 km through Langglupdalen.',
          'Bjørnhollia to Eldåbu, 20 km over the plateau.',
          'Eldåbu to Straumbu, 14 km down the valley.',
        ],
      },
      { type: 'h2', text: 'Skis for spring touring' },
      {
        type: 'p',
        text: 'We used metal-edged touring skis with a skin-grip zone. On crust the edges hold, and when the sun turns it to slush in the afternoon, the skins still grip without wax.',
      },
      {
        type: 'p',
        text: 'Check the avalanche forecast on varsom.no every day, and carry a map and compass: the marked route disappears in a whiteout.',
      },
    ],
    products: ['lavvu-tour', 'spor-touring-boot'],
  },
  {
    uid: 'hokkaido-powder-touring',
    title: 'Nordic touring in Hokkaido’s deep snow',
    date: '2026-02-10',
    author: 'Aiko Tanabe',
    category: 'trips',
    hero_image: image('scene-snow-forest', 'Birch forest buried in deep snow near Niseko'),
    excerpt: 'Hokkaido is famous for alpine powder. On wide nordic skis, its forests are just as good, and much quieter.',
    body: [
      {
        type: 'p',
        text: 'Cold air from Siberia crosses the Sea of Japan and drops its moisture on Hokkaido as light, dry snow, often more than fifteen metres a winter. The alpine crowds head for the lifts; the rolling forests between them belong to anyone on touring skis.',
      },
      { type: 'h2', text: 'Where to go' },
      {
        type: 'p',
        text: 'Around Niseko, the Nordic course at the foot of Mount Annupuri links into forest roads that climb gently through birch and oak. Further east, the Furano area and the Daisetsuzan foothills have long, quiet valleys with onsen at the end of the day.',
      },
      { type: 'h2', text: 'What works in deep snow' },
      {
        type: 'ul',
        items: [
          'Wide backcountry skis with a scaled or skin grip zone: 68 mm at the waist or more.',
          'A backcountry boot and binding with real torsional stiffness.',
          'Long poles with large powder baskets.',
        ],
      },
      {
        type: 'p',
        text: 'Local guides run half-day nordic tours from Niseko and Furano all winter; our Sapporo team is happy to recommend one.',
      },
    ],
    products: ['fjell-78', 'fjell-bc-boot'],
  },
];
