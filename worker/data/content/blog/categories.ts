/** Journal sections. */
import type { BlogCategory } from '../../../ports/content/editorial-entries';

export const blogCategories: BlogCategory[] = [
  {
    uid: 'technique',
    title: 'Technique',
    description: 'Drills and explanations from our coaches and athletes to make every stride count.',
    seo: {
      title: 'Technique | Loipe Journal',
      description: 'Classic and skate technique, explained by coaches and racers.',
      image: 'scene-night-stadium',
    },
  },
  {
    uid: 'trips',
    title: 'Trips',
    description: 'Routes, huts and races worth travelling for, from the Birkebeiner to Hokkaido.',
    seo: {
      title: 'Trips | Loipe Journal',
      description: 'Nordic ski trips and trip reports from the Loipe team.',
      image: 'scene-mountain-hut',
    },
  },
  {
    uid: 'gear-care',
    title: 'Gear care',
    description: 'Waxing, grinding and storage: how to keep skis fast and boots dry season after season.',
    seo: {
      title: 'Gear care | Loipe Journal',
      description: 'How to wax, store and look after nordic skis and boots.',
      image: 'scene-waxing-cabin',
    },
  },
];
