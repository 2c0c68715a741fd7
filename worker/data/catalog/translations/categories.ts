/** Category and colour-group names per locale. Columns: de, fr, es, it, sv, no, ja. */
import type { TranslatedLocale } from '../nouns';

export const LOCALE_COLUMNS: readonly TranslatedLocale[] = ['de', 'fr', 'es', 'it', 'sv', 'no', 'ja'];

// uid → per locale [title, display title]
export const CATEGORY_NAMES: Record<string, [string, string][]> = {
  'skis': [['Ski', 'Langlaufski'], ['Skis', 'Skis nordiques'], ['Esquís', 'Esquís nórdicos'], ['Sci', 'Sci nordici'], ['Skidor', 'Längdskidor'], ['Ski', 'Langrennsski'], ['スキー', 'ノルディックスキー']],
  'skis-classic': [['Klassikski', 'Klassisch'], ['Skis classiques', 'Classique'], ['Esquís clásicos', 'Clásico'], ['Sci classici', 'Classico'], ['Klassiska skidor', 'Klassiskt'], ['Klassiskski', 'Klassisk'], ['クラシックスキー', 'クラシック']],
  'skis-skate': [['Skatingski', 'Skating'], ['Skis de skating', 'Skating'], ['Esquís de skating', 'Skating'], ['Sci da skating', 'Skating'], ['Skateskidor', 'Skate'], ['Skøyteski', 'Skøyting'], ['スケーティングスキー', 'スケーティング']],
  'skis-backcountry': [['Backcountry-Ski', 'Backcountry'], ['Skis hors-piste', 'Hors-piste'], ['Esquís de travesía', 'Travesía'], ['Sci da fuoripista', 'Fuoripista'], ['Fjällskidor', 'Fjäll'], ['Fjellski', 'Fjell'], ['バックカントリースキー', 'バックカントリー']],
  'skis-touring': [['Tourenski', 'Touren'], ['Skis de randonnée', 'Randonnée'], ['Esquís de excursión', 'Excursión'], ['Sci da escursionismo', 'Escursionismo'], ['Turskidor', 'Tur'], ['Turski', 'Tur'], ['ツーリングスキー', 'ツーリング']],
  'skis-junior': [['Kinderski', 'Kinder'], ['Skis junior', 'Junior'], ['Esquís júnior', 'Júnior'], ['Sci junior', 'Junior'], ['Juniorskidor', 'Junior'], ['Juniorski', 'Junior'], ['ジュニアスキー', 'ジュニア']],
  'skis-race': [['Rennski', 'Rennsport'], ['Skis de course', 'Course'], ['Esquís de competición', 'Competición'], ['Sci da gara', 'Gara'], ['Tävlingsskidor', 'Tävling'], ['Konkurranseski', 'Konkurranse'], ['レーシングスキー', 'レース']],
  'boots': [['Schuhe', 'Langlaufschuhe'], ['Chaussures', 'Chaussures nordiques'], ['Botas', 'Botas nórdicas'], ['Scarpe', 'Scarpe nordiche'], ['Pjäxor', 'Längdpjäxor'], ['Støvler', 'Langrennsstøvler'], ['ブーツ', 'ノルディックブーツ']],
  'boots-classic': [['Klassikschuhe', 'Klassisch'], ['Chaussures classiques', 'Classique'], ['Botas clásicas', 'Clásico'], ['Scarpe classiche', 'Classico'], ['Klassiska pjäxor', 'Klassiskt'], ['Klassiskstøvler', 'Klassisk'], ['クラシックブーツ', 'クラシック']],
  'boots-skate': [['Skatingschuhe', 'Skating'], ['Chaussures de skating', 'Skating'], ['Botas de skating', 'Skating'], ['Scarpe da skating', 'Skating'], ['Skatepjäxor', 'Skate'], ['Skøytestøvler', 'Skøyting'], ['スケーティングブーツ', 'スケーティング']],
  'boots-combi': [['Kombischuhe', 'Kombi'], ['Chaussures combi', 'Combi'], ['Botas combi', 'Combi'], ['Scarpe combi', 'Combi'], ['Kombipjäxor', 'Kombi'], ['Kombistøvler', 'Kombi'], ['コンビブーツ', 'コンビ']],
  'boots-backcountry': [['Backcountry-Schuhe', 'Backcountry'], ['Chaussures hors-piste', 'Hors-piste'], ['Botas de travesía', 'Travesía'], ['Scarpe da fuoripista', 'Fuoripista'], ['Fjällpjäxor', 'Fjäll'], ['Fjellstøvler', 'Fjell'], ['バックカントリーブーツ', 'バックカントリー']],
  'boots-junior': [['Kinderschuhe', 'Kinder'], ['Chaussures junior', 'Junior'], ['Botas júnior', 'Júnior'], ['Scarpe junior', 'Junior'], ['Juniorpjäxor', 'Junior'], ['Juniorstøvler', 'Junior'], ['ジュニアブーツ', 'ジュニア']],
  'bindings': [['Bindungen', 'Bindungen'], ['Fixations', 'Fixations'], ['Fijaciones', 'Fijaciones'], ['Attacchi', 'Attacchi'], ['Bindningar', 'Bindningar'], ['Bindinger', 'Bindinger'], ['ビンディング', 'ビンディング']],
  'bindings-nordic': [['Loipenbindungen', 'Loipe'], ['Fixations de piste', 'Piste'], ['Fijaciones de pista', 'Pista'], ['Attacchi da pista', 'Pista'], ['Spårbindningar', 'Spår'], ['Løypebindinger', 'Løype'], ['コース用ビンディング', 'コース']],
  'bindings-backcountry': [['Backcountry-Bindungen', 'Backcountry'], ['Fixations hors-piste', 'Hors-piste'], ['Fijaciones de travesía', 'Travesía'], ['Attacchi da fuoripista', 'Fuoripista'], ['Fjällbindningar', 'Fjäll'], ['Fjellbindinger', 'Fjell'], ['バックカントリービンディング', 'バックカントリー']],
  'poles': [['Stöcke', 'Langlaufstöcke'], ['Bâtons', 'Bâtons nordiques'], ['Bastones', 'Bastones nórdicos'], ['Bastoncini', 'Bastoncini nordici'], ['Stavar', 'Längdstavar'], ['Staver', 'Langrennsstaver'], ['ポール', 'ノルディックポール']],
  'poles-race': [['Rennstöcke', 'Rennsport'], ['Bâtons de course', 'Course'], ['Bastones de competición', 'Competición'], ['Bastoncini da gara', 'Gara'], ['Tävlingsstavar', 'Tävling'], ['Konkurransestaver', 'Konkurranse'], ['レース用ポール', 'レース']],
  'poles-touring': [['Tourenstöcke', 'Touren'], ['Bâtons de randonnée', 'Randonnée'], ['Bastones de excursión', 'Excursión'], ['Bastoncini da escursionismo', 'Escursionismo'], ['Turstavar', 'Tur'], ['Turstaver', 'Tur'], ['ツーリングポール', 'ツーリング']],
  'poles-junior': [['Kinderstöcke', 'Kinder'], ['Bâtons junior', 'Junior'], ['Bastones júnior', 'Júnior'], ['Bastoncini junior', 'Junior'], ['Juniorstavar', 'Junior'], ['Juniorstaver', 'Junior'], ['ジュニアポール', 'ジュニア']],
  'accessories': [['Zubehör', 'Zubehör'], ['Accessoires', 'Accessoires'], ['Accesorios', 'Accesorios'], ['Accessori', 'Accessori'], ['Tillbehör', 'Tillbehör'], ['Tilbehør', 'Tilbehør'], ['アクセサリー', 'アクセサリー']],
  'accessories-wax': [['Wachs und Tuning', 'Wachs & Tuning'], ['Fart et entretien', 'Fart & entretien'], ['Cera y mantenimiento', 'Cera y mantenimiento'], ['Sciolina e manutenzione', 'Sciolina e manutenzione'], ['Valla och preparering', 'Valla'], ['Smøring og preparering', 'Smøring'], ['ワックス・チューンナップ', 'ワックス']],
  'accessories-gloves': [['Handschuhe', 'Handschuhe'], ['Gants', 'Gants'], ['Guantes', 'Guantes'], ['Guanti', 'Guanti'], ['Handskar', 'Handskar'], ['Hansker', 'Hansker'], ['グローブ', 'グローブ']],
  'accessories-hats': [['Mützen und Stirnbänder', 'Mützen'], ['Bonnets et bandeaux', 'Bonnets'], ['Gorros y cintas', 'Gorros'], ['Berretti e fasce', 'Berretti'], ['Mössor och pannband', 'Mössor'], ['Luer og pannebånd', 'Luer'], ['帽子・ヘッドバンド', '帽子']],
  'accessories-bags': [['Taschen und Rucksäcke', 'Taschen'], ['Sacs et housses', 'Sacs'], ['Bolsas y mochilas', 'Bolsas'], ['Borse e zaini', 'Borse'], ['Väskor och ryggsäckar', 'Väskor'], ['Bagger og sekker', 'Bagger'], ['バッグ・パック', 'バッグ']],
  'accessories-essentials': [['Unterwegs', 'Unterwegs'], ['Essentiels', 'Essentiels'], ['Imprescindibles', 'Imprescindibles'], ['Essenziali', 'Essenziali'], ['Bra att ha', 'Bra att ha'], ['Kjekt å ha', 'Kjekt å ha'], ['必需品', '必需品']],
};

// colour group name → per locale
export const COLOR_NAMES: Record<string, string[]> = {
  Red: ['Rot', 'Rouge', 'Rojo', 'Rosso', 'Röd', 'Rød', 'レッド'],
  Orange: ['Orange', 'Orange', 'Naranja', 'Arancione', 'Orange', 'Oransje', 'オレンジ'],
  Yellow: ['Gelb', 'Jaune', 'Amarillo', 'Giallo', 'Gul', 'Gul', 'イエロー'],
  Green: ['Grün', 'Vert', 'Verde', 'Verde', 'Grön', 'Grønn', 'グリーン'],
  Blue: ['Blau', 'Bleu', 'Azul', 'Blu', 'Blå', 'Blå', 'ブルー'],
  Purple: ['Violett', 'Violet', 'Morado', 'Viola', 'Lila', 'Lilla', 'パープル'],
  Pink: ['Rosa', 'Rose', 'Rosa', 'Rosa', 'Rosa', 'Rosa', 'ピンク'],
  White: ['Weiß', 'Blanc', 'Blanco', 'Bianco', 'Vit', 'Hvit', 'ホワイト'],
  Grey: ['Grau', 'Gris', 'Gris', 'Grigio', 'Grå', 'Grå', 'グレー'],
  Black: ['Schwarz', 'Noir', 'Negro', 'Nero', 'Svart', 'Svart', 'ブラック'],
  Beige: ['Beige', 'Beige', 'Beis', 'Beige', 'Beige', 'Beige', 'ベージュ'],
};
