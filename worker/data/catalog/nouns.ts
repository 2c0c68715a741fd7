/**
 * What a product is, per language. Display titles are composed as model + noun in the
 * word order of each language ("Aurora Klassikski", "Ski classique Aurora").
 */
export type TranslatedLocale = 'de' | 'fr' | 'es' | 'it' | 'sv' | 'no' | 'ja';
type Lang = 'en' | TranslatedLocale;

// Columns: en, de, fr, es, it, sv, no, ja.
const TABLE = {
  classicSki: [
    'Classic Ski',
    'Klassikski',
    'Ski classique',
    'Esquí clásico',
    'Sci classico',
    'Klassiska skidor',
    'Klassiskski',
    'クラシックスキー',
  ],
  skateSki: [
    'Skate Ski',
    'Skatingski',
    'Ski de skating',
    'Esquí de skating',
    'Sci da skating',
    'Skateskidor',
    'Skøyteski',
    'スケーティングスキー',
  ],
  backcountrySki: [
    'Backcountry Ski',
    'Backcountry-Ski',
    'Ski nordique hors-piste',
    'Esquí de travesía nórdica',
    'Sci da fuoripista nordico',
    'Fjällskidor',
    'Fjellski',
    'バックカントリースキー',
  ],
  touringSki: [
    'Touring Ski',
    'Tourenlanglaufski',
    'Ski de randonnée nordique',
    'Esquí de excursión',
    'Sci da escursionismo',
    'Turskidor',
    'Turski',
    'ツーリングスキー',
  ],
  juniorSki: ['Junior Ski', 'Kinderlanglaufski', 'Ski junior', 'Esquí júnior', 'Sci junior', 'Juniorskidor', 'Juniorski', 'ジュニアスキー'],
  raceClassicSki: [
    'Race Classic Ski',
    'Klassik-Rennski',
    'Ski classique de course',
    'Esquí clásico de competición',
    'Sci classico da gara',
    'Klassiska tävlingsskidor',
    'Klassisk konkurranseski',
    'クラシックレーシングスキー',
  ],
  raceSkateSki: [
    'Race Skate Ski',
    'Skating-Rennski',
    'Ski de skating de course',
    'Esquí de skating de competición',
    'Sci da skating da gara',
    'Tävlingsskidor skate',
    'Konkurranseski skøyting',
    'スケーティングレーシングスキー',
  ],
  classicBoot: [
    'Classic Boot',
    'Klassikschuh',
    'Chaussure classique',
    'Bota clásica',
    'Scarpa classica',
    'Klassisk pjäxa',
    'Klassiskstøvel',
    'クラシックブーツ',
  ],
  skateBoot: [
    'Skate Boot',
    'Skatingschuh',
    'Chaussure de skating',
    'Bota de skating',
    'Scarpa da skating',
    'Skatepjäxa',
    'Skøytestøvel',
    'スケーティングブーツ',
  ],
  combiBoot: ['Combi Boot', 'Kombischuh', 'Chaussure combi', 'Bota combi', 'Scarpa combi', 'Kombipjäxa', 'Kombistøvel', 'コンビブーツ'],
  backcountryBoot: [
    'Backcountry Boot',
    'Backcountry-Schuh',
    'Chaussure hors-piste',
    'Bota de travesía',
    'Scarpa da fuoripista',
    'Fjällpjäxa',
    'Fjellstøvel',
    'バックカントリーブーツ',
  ],
  juniorBoot: [
    'Junior Boot',
    'Kinderlanglaufschuh',
    'Chaussure junior',
    'Bota júnior',
    'Scarpa junior',
    'Juniorpjäxa',
    'Juniorstøvel',
    'ジュニアブーツ',
  ],
  binding: ['Binding', 'Bindung', 'Fixation', 'Fijación', 'Attacco', 'Bindning', 'Binding', 'ビンディング'],
  pole: ['Pole', 'Stock', 'Bâton', 'Bastón', 'Bastoncino', 'Stav', 'Stav', 'ポール'],
  glove: ['Glove', 'Handschuh', 'Gant', 'Guante', 'Guanto', 'Handske', 'Hanske', 'グローブ'],
  mitten: ['Mitt', 'Fäustling', 'Moufle', 'Manopla', 'Muffola', 'Tumvante', 'Vott', 'ミトン'],
  hat: ['Hat', 'Mütze', 'Bonnet', 'Gorro', 'Berretto', 'Mössa', 'Lue', 'ニット帽'],
  headband: ['Headband', 'Stirnband', 'Bandeau', 'Cinta', 'Fascia', 'Pannband', 'Pannebånd', 'ヘッドバンド'],
  skiBag: ['Ski Bag', 'Skisack', 'Housse à skis', 'Funda de esquís', 'Sacca porta sci', 'Skidpåse', 'Skipose', 'スキーケース'],
  bootBag: [
    'Boot Bag',
    'Schuhtasche',
    'Sac à chaussures',
    'Bolsa para botas',
    'Borsa portascarponi',
    'Pjäxväska',
    'Støvelbag',
    'ブーツバッグ',
  ],
  backpack: ['Backpack', 'Rucksack', 'Sac à dos', 'Mochila', 'Zaino', 'Ryggsäck', 'Sekk', 'バックパック'],
  drinkBelt: [
    'Drink Belt',
    'Trinkgürtel',
    'Ceinture porte-gourde',
    'Cinturón portabidón',
    'Cintura portaborraccia',
    'Drickbälte',
    'Drikkebelte',
    'ドリンクベルト',
  ],
  glideWax: [
    'Glide Wax',
    'Gleitwachs',
    'Fart de glisse',
    'Cera de deslizamiento',
    'Sciolina di scorrimento',
    'Glidvalla',
    'Glider',
    'グライドワックス',
  ],
  gripWax: [
    'Grip Wax',
    'Steigwachs',
    'Fart de retenue',
    'Cera de agarre',
    'Sciolina di tenuta',
    'Fästvalla',
    'Festevoks',
    'グリップワックス',
  ],
  klister: ['Klister', 'Klister', 'Klister', 'Klister', 'Klister', 'Klister', 'Klister', 'クリスター'],
  waxIron: [
    'Wax Iron',
    'Wachsbügeleisen',
    'Fer à farter',
    'Plancha de encerar',
    'Ferro per sciolinatura',
    'Vallajärn',
    'Smørejern',
    'ワックスアイロン',
  ],
  waxKit: [
    'Wax Tool Kit',
    'Wachswerkzeug-Set',
    'Kit d’outils de fartage',
    'Kit de herramientas de encerado',
    'Kit attrezzi sciolinatura',
    'Vallaverktyg',
    'Smøreverktøysett',
    'ワックスツールキット',
  ],
  bottle: [
    'Thermo Bottle',
    'Thermosflasche',
    'Bouteille isotherme',
    'Termo',
    'Borraccia termica',
    'Termosflaska',
    'Termoflaske',
    'サーモボトル',
  ],
  glasses: [
    'Sport Glasses',
    'Sportbrille',
    'Lunettes de sport',
    'Gafas deportivas',
    'Occhiali sportivi',
    'Sportglasögon',
    'Sportsbriller',
    'スポーツサングラス',
  ],
  socks: [
    'Ski Socks',
    'Skisocken',
    'Chaussettes de ski',
    'Calcetines de esquí',
    'Calze da sci',
    'Skidstrumpor',
    'Skisokker',
    'スキーソックス',
  ],
  neckGaiter: ['Neck Gaiter', 'Schlauchschal', 'Tour de cou', 'Braga de cuello', 'Scaldacollo', 'Halsduk', 'Hals', 'ネックゲイター'],
} as const;

export type NounKey = keyof typeof TABLE;

const COLUMN: Record<Lang, number> = { en: 0, de: 1, fr: 2, es: 3, it: 4, sv: 5, no: 6, ja: 7 };
/** Romance languages put the noun first: "Ski classique Aurora". */
const NOUN_FIRST = new Set<Lang>(['fr', 'es', 'it']);

export function noun(key: NounKey, lang: Lang): string {
  return TABLE[key][COLUMN[lang]] ?? TABLE[key][0];
}

/** "Aurora" + classicSki → "Aurora Classic Ski" (en), "Ski classique Aurora" (fr). */
export function displayTitle(model: string, key: NounKey, lang: Lang): string {
  const word = noun(key, lang);
  if (lang === 'ja') return `${model} ${word}`;
  return NOUN_FIRST.has(lang) ? `${word} ${model}` : `${model} ${word}`;
}
