/** Italian: journal sections, post titles and excerpts (post bodies fall back to English). */
import type { ContentTranslations } from '../types';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Tecnica',
    description: 'Esercizi e spiegazioni dei nostri allenatori e atleti perché ogni passo conti.',
    seo: { title: 'Tecnica | Journal Loipe', description: 'La tecnica classica e skating spiegata da allenatori e atleti.' },
  },
  trips: {
    title: 'Viaggi',
    description: 'Percorsi, rifugi e gare che valgono il viaggio, dalla Birkebeiner a Hokkaido.',
    seo: { title: 'Viaggi | Journal Loipe', description: 'Viaggi e racconti di sci nordico dal team Loipe.' },
  },
  'gear-care': {
    title: 'Manutenzione',
    description: 'Sciolinatura, rettifica e conservazione: sci veloci e scarpe asciutte, stagione dopo stagione.',
    seo: { title: 'Manutenzione | Journal Loipe', description: 'Come sciolinare, conservare e curare sci e scarpe da fondo.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Spinta doppia: costruisci il motore',
    hero_image: { alt: 'Fondista a spinta doppia su una pista illuminata' },
    excerpt: 'Le gare di classico moderne si vincono con braccia e tronco. Ecco come fare della spinta doppia un punto di forza, non una soluzione di ripiego.',
  },
  'skate-v2-timing': {
    title: 'Il ritmo del passo uno-uno: un passo, una spinta',
    hero_image: { alt: 'Fondista a skating in passo uno-uno su una pista battuta' },
    excerpt: 'Il passo uno-uno è la marcia più veloce in piano. Quasi tutti la perdono sul ritmo. Tre esercizi per ritrovarlo.',
  },
  'diagonal-stride-kick': {
    title: 'Trovare la spinta nel passo alternato',
    hero_image: { alt: 'Fondista a passo alternato in salita' },
    excerpt: 'Scivolare indietro in salita raramente dipende dalla sciolina. Dipende da dove si trova il tuo peso quando spingi. Ecco come sentirlo.',
  },
  'birkebeiner-in-a-day': {
    title: 'La pista della Birkebeiner in un giorno',
    hero_image: { alt: 'L’altopiano aperto sopra Sjusjøen sulla pista della Birkebeiner' },
    excerpt: 'Cinquantaquattro chilometri da Rena a Lillehammer con 3,5 kg sulle spalle. Come percorrere il tracciato della Birken fuori dal giorno di gara.',
  },
  'hut-to-hut-rondane': {
    title: 'Di rifugio in rifugio attraverso il Rondane',
    hero_image: { alt: 'Un rifugio gestito del Rondane al tramonto' },
    excerpt: 'Quattro giorni, tre rifugi e una crosta primaverile perfetta. Il nostro itinerario nel più antico parco nazionale della Norvegia.',
  },
  'hokkaido-powder-touring': {
    title: 'Sci nordico nella neve profonda di Hokkaido',
    hero_image: { alt: 'Bosco di betulle sepolto dalla neve vicino a Niseko' },
    excerpt: 'Hokkaido è famosa per la polvere alpina. Con sci nordici larghi i suoi boschi sono altrettanto belli, e molto più tranquilli.',
  },
  'summer-storage': {
    title: 'Sci in letargo: come conservarli d’estate',
    hero_image: { alt: 'Sci su un banco di sciolinatura nel laboratorio di una baita' },
    excerpt: 'Venti minuti ad aprile mantengono veloci le solette fino a novembre. La routine di conservazione di una skiwoman.',
  },
  'choosing-kick-wax': {
    title: 'Quale sciolina di tenuta? Leggi la neve',
    hero_image: { alt: 'Binari classici su un lago ghiacciato in una mattina fredda' },
    excerpt: 'La temperatura racconta solo metà della storia. Quanto è nuova o vecchia la neve decide tra sciolina dura e klister.',
  },
  'when-to-stone-grind': {
    title: 'Quando serve una rettifica a pietra?',
    hero_image: { alt: 'Uno sci in rettifica a pietra nel laboratorio Loipe' },
    excerpt: 'Una rettifica nuova può far sembrare nuovo uno sci vecchio. Come capire quando è il momento e quale struttura chiedere.',
  },
};
