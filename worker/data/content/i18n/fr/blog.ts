/** French: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Technique',
    description: 'Exercices et explications de nos entraîneurs et athlètes pour que chaque foulée compte.',
    seo: {
      title: 'Technique | Journal Loipe',
      description: 'La technique classique et skating expliquée par des entraîneurs et des coureurs.',
    },
  },
  trips: {
    title: 'Sorties',
    description: 'Itinéraires, refuges et courses qui valent le voyage, de la Birkebeiner à Hokkaido.',
    seo: { title: 'Sorties | Journal Loipe', description: 'Voyages et récits de sorties en ski nordique par l’équipe Loipe.' },
  },
  'gear-care': {
    title: 'Entretien',
    description: 'Fartage, meulage et rangement : garder des skis rapides et des chaussures sèches, saison après saison.',
    seo: { title: 'Entretien | Journal Loipe', description: 'Comment farter, ranger et entretenir ses skis et chaussures de fond.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Double poussée : construire le moteur',
    hero_image: { alt: 'Skieur en double poussée sur une piste éclairée' },
    excerpt:
      'Les courses classiques modernes se gagnent avec les bras et le tronc. Voici comment faire de la double poussée une force, pas une survie.',
    body: [
      text(
        'Il y a dix ans, la double poussée servait sur le plat entre deux bosses. Aujourd’hui, les plus rapides font l’essentiel d’une course classique en double poussée, et même lors d’une sortie dominicale, une bonne double poussée préserve les jambes pour les montées.',
      ),
      text('Tout part des hanches'),
      text(
        'L’erreur la plus fréquente est de tirer avec les bras. La force vient de la chute vers l’avant : montez sur l’avant des pieds, hanches hautes, laissez le corps basculer au-dessus des bâtons et enroulez le tronc vers le bas. Les bras ne font que transmettre ce poids à la neige.',
      ),
      text('Angle des bâtons et retour'),
      text(
        'Plantez les bâtons mains devant le visage, pointes juste derrière les fixations. Si les pointes arrivent devant les pieds, vous freinez avant de pousser. Au retour, relâchez les mains et laissez les bâtons revenir vers l’avant : c’est pendant le retour que vous respirez.',
      ),
      text('Une séance à essayer'),
      items(
        '20 minutes d’échauffement facile.',
        '6 × 2 minutes de double poussée sur une légère montée, retour à pied.',
        '4 × 30 secondes à allure course sur le plat, récupération complète.',
        '15 minutes de retour au calme en pas alternatif.',
      ),
      text('Faites-la une fois par semaine dès octobre. À Noël, vous sentirez la différence sur chaque portion plate de la boucle.'),
    ],
  },
  'skate-v2-timing': {
    title: 'Le rythme du un-un : un pas, une poussée',
    hero_image: { alt: 'Skieur de skating en un-un sur une piste damée' },
    excerpt:
      'Le un-un est la vitesse la plus rapide sur le plat. La plupart des skieurs la perdent sur le rythme. Trois exercices y remédient.',
    body: [
      text(
        'En un-un, vous poussez sur les bâtons à chaque poussée de jambe. Bien exécuté, c’est la façon la plus efficace d’aller vite sur un terrain facile ; mal exécuté, on a l’impression de se battre contre ses propres bâtons.',
      ),
      text('Tenez-vous bien droit sur un ski'),
      text(
        'Chaque pas commence avec tout le corps au-dessus d’un ski : nez, genou et orteils alignés. Ce n’est qu’ensuite que vous poussez sur les bâtons. Si vous poussez alors que le poids est encore entre les skis, la poussée part sur le côté.',
      ),
      text('Trois exercices'),
      items(
        'Skater sans bâtons en tenant chaque glisse le temps de compter jusqu’à trois.',
        'Un-un avec pause : poussée des bâtons, glisse sur un ski, arrêt d’un instant avant la poussée suivante.',
        'Un-un sur une légère descente, en se concentrant uniquement sur la pose des mains devant le visage.',
      ),
      text('Filmez-vous de face. Quand la tête avance droit au lieu d’osciller de gauche à droite, le rythme est là.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Trouver la poussée en pas alternatif',
    hero_image: { alt: 'Skieur classique en pas alternatif dans une montée' },
    excerpt:
      'Glisser en arrière dans les montées vient rarement du fart. Tout dépend d’où est votre poids quand vous poussez. Voici comment le sentir.',
    body: [
      text(
        'Un ski classique accroche quand tout votre poids plaque la zone de retenue sur la neige pendant une fraction de seconde. Poussez trop tôt, trop tard ou avec le poids derrière le pied, et même un fart parfait glisse.',
      ),
      text('L’exercice de la trottinette'),
      text(
        'Retirez un ski. Avancez en poussant avec le pied libre comme sur une trottinette, en glissant sur le ski. Remarquez comme vous devez placer les hanches au-dessus du ski pour rester en équilibre. C’est cette position des hanches qu’il vous faut au moment de la poussée.',
      ),
      text('Poussez vers le bas, pas vers l’arrière'),
      text(
        'Imaginez écraser un insecte sous le milieu du pied. La poussée est une pression courte et franche vers le bas, suivie de l’extension vers l’arrière. Dans les montées plus raides, raccourcissez le pas et gardez un rythme rapide.',
      ),
      text(
        'Si vous glissez encore ensuite, vérifiez votre fart et la raideur de vos skis. Le guide des longueurs de ski explique comment nous adaptons la raideur à votre poids.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'La piste de la Birkebeiner en une journée',
    hero_image: { alt: 'Le plateau dégagé au-dessus de Sjusjøen sur la piste de la Birkebeiner' },
    excerpt:
      'Cinquante-quatre kilomètres de Rena à Lillehammer, avec 3,5 kg sur le dos. Comment skier le parcours de la Birken en dehors du jour de course.',
    body: [
      text(
        'Chaque mois de mars, 16 000 skieurs relient Rena à Lillehammer avec un sac de 3,5 kg, en souvenir des guerriers Birkebeiner qui portèrent le jeune prince Håkon à travers les montagnes en 1206. La piste est damée presque tout l’hiver, et la skier un jour de semaine tranquille est l’une des grandes journées du ski norvégien.',
      ),
      text('Le parcours'),
      text(
        'Depuis le départ de Rena, la piste monte pendant 15 km jusqu’à Skramstadsetra. Vient ensuite le haut plateau du Raudfjellet, à près de 900 m, ouvert et exposé, avant la longue descente rapide qui passe par Sjusjøen et Midtfjellet jusqu’au stade de ski de Lillehammer.',
      ),
      text('Ce que nous avions dans le sac'),
      items(
        'Une veste chaude et une paire de gants de rechange pour le plateau.',
        'Deux litres de boisson d’effort dans une ceinture isotherme.',
        'Du klister et un racloir : sur le plateau, la neige est souvent plus glacée que dans la vallée.',
        'Des petits pains au brunost, le classique de la Birken.',
      ),
      text('Comment y aller'),
      text(
        'Prenez le premier train pour Rena, puis la navette jusqu’au départ. Depuis le stade de Lillehammer, notre magasin de la Storgata est à dix minutes à pied ; vous pouvez y laisser votre sac pour la journée.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'De refuge en refuge à travers le Rondane',
    hero_image: { alt: 'Un refuge gardé du Rondane au crépuscule' },
    excerpt: 'Quatre jours, trois refuges et une neige croûtée parfaite. Notre itinéraire dans le plus ancien parc national de Norvège.',
    body: [
      text(
        'Le Rondane fut le premier parc national de Norvège et, en avril, quand les jours sont longs et que la neige regèle en croûte le matin, il est fait pour les skis de randonnée légers. L’association norvégienne de randonnée balise un itinéraire d’hiver entre ses refuges avec des branches de bouleau.',
      ),
      text('Notre itinéraire'),
      items(
        'De Mysuseter à Rondvassbu, 13 km le long du lac.',
        'De Rondvassbu à Bjørnhollia, 18 km par le Langglupdalen.',
        'De Bjørnhollia à Eldåbu, 20 km à travers le plateau.',
        'D’Eldåbu à Straumbu, 14 km en descendant la vallée.',
      ),
      text('Des skis pour la randonnée de printemps'),
      text(
        'Nous avions des skis de randonnée à carres métalliques avec zone de retenue à peaux. Sur la croûte, les carres tiennent, et quand le soleil la transforme en soupe l’après-midi, les peaux accrochent toujours sans fart.',
      ),
      text(
        'Consultez chaque jour le bulletin d’avalanches sur varsom.no et emportez carte et boussole : l’itinéraire balisé disparaît dans le jour blanc.',
      ),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Randonnée nordique dans la neige profonde d’Hokkaido',
    hero_image: { alt: 'Forêt de bouleaux ensevelie sous la neige près de Niseko' },
    excerpt:
      'Hokkaido est célèbre pour sa poudreuse alpine. Sur des skis nordiques larges, ses forêts sont tout aussi belles, et bien plus calmes.',
    body: [
      text(
        'L’air froid de Sibérie traverse la mer du Japon et dépose son humidité sur Hokkaido sous forme de neige légère et sèche, souvent plus de quinze mètres par hiver. Les foules alpines se pressent aux remontées ; les forêts vallonnées entre elles appartiennent à tous ceux qui ont des skis de randonnée.',
      ),
      text('Où aller'),
      text(
        'Autour de Niseko, la piste nordique au pied du mont Annupuri rejoint des chemins forestiers qui montent doucement entre bouleaux et chênes. Plus à l’est, la région de Furano et les contreforts du Daisetsuzan offrent de longues vallées paisibles, avec un onsen au bout de la journée.',
      ),
      text('Ce qui marche en neige profonde'),
      items(
        'Des skis hors-piste larges avec zone de retenue à écailles ou à peau : 68 mm au patin ou plus.',
        'Une chaussure et une fixation hors-piste avec une vraie rigidité en torsion.',
        'Des bâtons longs avec de grandes rondelles poudreuse.',
      ),
      text(
        'Des guides locaux proposent des sorties nordiques d’une demi-journée au départ de Niseko et de Furano tout l’hiver ; notre équipe de Sapporo vous en recommandera volontiers un.',
      ),
    ],
  },
  'summer-storage': {
    title: 'Mettre ses skis en sommeil : le rangement d’été',
    hero_image: { alt: 'Skis sur un établi de fartage dans l’atelier d’un chalet' },
    excerpt: 'Vingt minutes en avril gardent vos semelles rapides jusqu’en novembre. La routine de rangement d’une technicienne.',
    body: [
      text(
        'Le pire ennemi d’une semelle en été, c’est l’air. Une semelle sèche et non protégée s’oxyde et grisaille, et une semelle oxydée n’accepte plus bien le fart. Une épaisse couche de fart de protection l’en empêche.',
      ),
      text('La routine'),
      items(
        'Retirez tout fart de retenue et tout klister avec du décapant, puis essuyez la zone de retenue.',
        'Brossez les zones de glisse à la brosse laiton pour ouvrir la structure.',
        'Appliquez au fer une épaisse couche de fart de glisse tendre, sans la racler.',
        'Attachez les skis ensemble à la spatule et au talon sans écraser la cambrure.',
        'Rangez-les à plat ou suspendus, au frais et au sec, à l’abri du soleil.',
      ),
      text('Chaussures et bâtons'),
      text(
        'Sortez les chaussons des chaussures et laissez-les sécher complètement avant de les ranger. Vérifiez les pointes et les dragonnes des bâtons : l’été est le moment de remplacer les pointes usées, pas le premier matin de neige.',
      ),
      text('À l’automne, raclez et brossez le fart de protection, et vos skis sont prêts pour la première neige.'),
    ],
  },
  'choosing-kick-wax': {
    title: 'Quel fart de retenue ? Lisez la neige',
    hero_image: { alt: 'Traces de classique sur un lac gelé par un matin froid' },
    excerpt: 'La température ne dit que la moitié de l’histoire. L’âge de la neige décide entre fart dur et klister.',
    body: [
      text(
        'Les tableaux de fartage commencent par la température, mais deux matins à −5 °C peuvent demander des farts très différents. La neige fraîche a des cristaux pointus qui mordent dans le fart dur ; la neige ancienne et transformée a des grains ronds que seuls un fart tendre ou un klister peuvent accrocher.',
      ),
      text('Une règle simple'),
      {
        caption: 'Fart de retenue selon la neige',
        head: ['Neige', 'Température de l’air', 'Fart'],
        rows: [
          ['Neige fraîche et sèche', 'Sous −10 °C', 'Fart dur, vert'],
          ['Neige fraîche', '−10 à −2 °C', 'Fart dur, bleu'],
          ['Neige fraîche autour de zéro', '−2 à +1 °C', 'Fart dur, violet ou rouge'],
          ['Neige ancienne à grain fin', '−5 à 0 °C', 'Klister bleu, en couche fine'],
          ['Traces glacées ou regelées', 'Sous 0 °C', 'Klister bleu recouvert de klister universel'],
          ['Neige de printemps humide et grossière', 'Au-dessus de 0 °C', 'Klister rouge ou universel'],
        ],
      },
      text('Les couches font durer'),
      text(
        'Appliquez d’abord au fer une fine sous-couche, puis liégez trois à cinq fines couches de fart de retenue. Des couches fines, chacune bien lissée au liège, accrochent mieux et durent plus longtemps qu’une seule couche épaisse.',
      ),
      text(
        'Dans le doute, commencez trop dur : on peut toujours ajouter un fart plus tendre par-dessus, mais un fart trop tendre botte et doit être retiré.',
      ),
    ],
  },
  'when-to-stone-grind': {
    title: 'Quand un ski a-t-il besoin d’un meulage ?',
    hero_image: { alt: 'Un ski passé à la meule de pierre dans l’atelier Loipe' },
    excerpt: 'Un meulage frais redonne une seconde vie à un vieux ski. Comment savoir quand c’est le moment, et quelle structure demander.',
    body: [
      text(
        'Le meulage à la pierre aplanit la semelle et y grave un motif fin, la structure. Celle-ci rompt le film d’eau entre la semelle et la neige, et la bonne structure pour la neige du jour peut apporter plus de glisse que n’importe quel fart.',
      ),
      text('Les signes qu’il est temps'),
      items(
        'La semelle paraît grise et sèche, même juste après le fartage.',
        'Vous sentez des rayures ou un bourrelet le long des carres avec l’ongle.',
        'Le ski a fait plus de 1 500 km depuis son dernier meulage.',
        'Un ski qui glissait bien semble lent dans toutes les neiges.',
      ),
      text('Quelle structure ?'),
      text(
        'Pour la plupart des skieurs, une structure universelle suffit. Les compétiteurs qui ont plusieurs paires choisissent une structure fine pour la neige froide et fraîche, et une plus grossière pour la neige humide ou ancienne. Nos ateliers vous demanderont où et quand vous skiez le plus.',
      ),
      text('Un meulage prend environ une semaine en hiver. Réservez-le à l’automne et évitez l’attente.'),
    ],
  },
};
