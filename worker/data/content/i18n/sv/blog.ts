/** Swedish: journal sections, post titles and excerpts (post bodies fall back to English). */
import type { ContentTranslations } from '../types';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Teknik',
    description: 'Övningar och förklaringar från våra tränare och idrottare, så att varje steg räknas.',
    seo: { title: 'Teknik | Loipes journal', description: 'Klassisk teknik och skateteknik förklarad av tränare och åkare.' },
  },
  trips: {
    title: 'Turer',
    description: 'Leder, stugor och lopp som är värda resan, från Birkebeinerrennet till Hokkaido.',
    seo: { title: 'Turer | Loipes journal', description: 'Skidturer och turrapporter från Loipe-teamet.' },
  },
  'gear-care': {
    title: 'Utrustningsvård',
    description: 'Vallning, slipning och förvaring: snabba skidor och torra pjäxor säsong efter säsong.',
    seo: { title: 'Utrustningsvård | Loipes journal', description: 'Så vallar, förvarar och sköter du längdskidor och pjäxor.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Stakning: bygg motorn',
    hero_image: { alt: 'Skidåkare stakar i ett elljusspår' },
    excerpt: 'Moderna klassiska lopp vinns med armar och bål. Så blir stakningen en styrka i stället för en nödlösning.',
  },
  'skate-v2-timing': {
    title: 'Timing i dubbeldans: ett steg, ett stavtag',
    hero_image: { alt: 'Skateåkare i dubbeldans i ett preparerat spår' },
    excerpt: 'Dubbeldansen är den snabbaste växeln på flacken. De flesta tappar den på timingen. Tre övningar hjälper.',
  },
  'diagonal-stride-kick': {
    title: 'Hitta frånskjutet i diagonalåkning',
    hero_image: { alt: 'Klassiskåkare i diagonalåkning i en uppförsbacke' },
    excerpt: 'Att halka i backarna beror sällan på vallan. Det handlar om var vikten är när du skjuter ifrån. Så känner du det.',
  },
  'birkebeiner-in-a-day': {
    title: 'Birkebeinerspåret på en dag',
    hero_image: { alt: 'Det öppna fjället ovanför Sjusjøen i Birkebeinerspåret' },
    excerpt: 'Femtiofyra kilometer från Rena till Lillehammer med 3,5 kilo på ryggen. Så åker du Birken-spåret utanför loppdagen.',
  },
  'hut-to-hut-rondane': {
    title: 'Från stuga till stuga genom Rondane',
    hero_image: { alt: 'En bemannad fjällstuga i Rondane i skymningen' },
    excerpt: 'Fyra dagar, tre stugor och en perfekt skare. Vår rutt genom Norges äldsta nationalpark.',
  },
  'hokkaido-powder-touring': {
    title: 'Fjällskidåkning i Hokkaidos djupa snö',
    hero_image: { alt: 'Björkskog djupt insnöad nära Niseko' },
    excerpt: 'Hokkaido är känt för alpin pudersnö. På breda fjällskidor är skogarna lika bra, och mycket lugnare.',
  },
  'summer-storage': {
    title: 'Lägg skidorna i ide: sommarförvaring',
    hero_image: { alt: 'Skidor på en vallabänk i en stugverkstad' },
    excerpt: 'Tjugo minuter i april håller sulorna snabba till november. En servicetekniker berättar om sin förvaringsrutin.',
  },
  'choosing-kick-wax': {
    title: 'Vilken fästvalla? Läs snön',
    hero_image: { alt: 'Klassiska spår på en frusen sjö en kall morgon' },
    excerpt: 'Temperaturen är bara halva sanningen. Hur ny eller gammal snön är avgör om det blir burkvalla eller klister.',
  },
  'when-to-stone-grind': {
    title: 'När behöver skidorna stenslipas?',
    hero_image: { alt: 'En skida stenslipas i Loipes verkstad' },
    excerpt: 'En ny slipning kan få gamla skidor att kännas nya. Så ser du när det är dags, och vilken struktur du ska be om.',
  },
};
