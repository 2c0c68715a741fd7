/** French: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Guide des tailles',
    summary: 'Mesurez votre pied et votre main, puis trouvez votre taille de chaussures, de gants et de chaussettes.',
    seo: {
      title: 'Guide des tailles : chaussures, gants et chaussettes',
      description: 'Tableau des pointures avec longueur du pied en cm, tailles EU, UK et US, et tailles de gants et de chaussettes.',
    },
    body: [
      text('Mesurer votre pied'),
      items(
        'Posez-vous sur une feuille de papier contre un mur, avec les chaussettes que vous portez pour skier.',
        'Marquez le bout de votre orteil le plus long et mesurez du mur jusqu’à la marque.',
        'Mesurez les deux pieds le soir, quand ils sont le plus grands, et retenez la plus grande mesure.',
      ),
      text(
        'Une chaussure nordique doit bien tenir le talon et laisser environ 1 cm devant les orteils. Entre deux pointures, prenez la plus grande pour le classique et la randonnée, la plus petite pour le skating et la compétition.',
      ),
      { caption: 'Chaussures adultes', head: ['EU', 'Longueur du pied (cm)', 'Mondopoint', 'UK', 'US homme', 'US femme'] },
      { caption: 'Chaussures junior', head: ['EU', 'Longueur du pied (cm)', 'US enfant'] },
      text('Gants'),
      text('Mesurez le tour de votre main juste sous les jointures, sans le pouce.'),
      { caption: 'Gants et moufles', head: ['Taille', 'Tour de main (cm)'] },
      {
        caption: 'Chaussettes',
        head: ['Taille', 'Pointure EU'],
        rows: [
          ['36-38', '36 à 38'],
          ['39-41', '39 à 41'],
          ['42-44', '42 à 44'],
          ['45-47', '45 à 47'],
        ],
      },
      { link: { title: 'Voir les chaussures' } },
    ],
  },
  'ski-length-guide': {
    title: 'Guide des longueurs de skis et de bâtons',
    summary: 'Quelle longueur et quelle raideur de ski selon votre poids, et quelle longueur de bâtons.',
    seo: {
      title: 'Guide des longueurs de skis et de bâtons',
      description:
        'Longueurs de skis classiques et de skating selon le poids, longueurs de randonnée selon la taille et formules pour les bâtons.',
    },
    body: [
      text(
        'Un ski nordique se choisit d’abord selon le poids. La cambrure doit porter votre poids pendant la glisse et s’écraser quand vous poussez. La taille ne départage qu’à l’intérieur de la plage donnée par votre poids.',
      ),
      text('Skis classiques et de skating selon le poids'),
      {
        caption: 'Longueur recommandée',
        head: ['Poids (kg)', 'Classique (cm)', 'Skating (cm)', 'Raideur'],
        rows: [
          ['40–50', '180–185', '165–172', 'Souple'],
          ['50–60', '185–192', '172–177', 'Souple à moyen'],
          ['60–70', '192–197', '177–182', 'Moyen'],
          ['70–80', '197–202', '182–187', 'Moyen à raide'],
          ['80–90', '202–207', '187–192', 'Raide'],
          ['plus de 90', '207–210', '192', 'Très raide'],
        ],
      },
      text('Formules rapides'),
      items(
        'Classique : votre taille plus 20 à 30 cm, 210 cm au maximum.',
        'Skating : votre taille plus 10 à 15 cm, 192 cm au maximum.',
        'Randonnée avec carres métalliques : votre taille plus 10 à 20 cm.',
        'Hors-piste : de votre taille à votre taille plus 10 cm ; plus court, le ski tourne plus facilement entre les arbres.',
        'Enfants de moins de 8 ans : environ leur propre taille. Juniors plus âgés : taille plus 10 à 15 cm (classique), plus 5 à 10 cm (skating).',
      ),
      text(
        'Les compétiteurs choisissent la raideur la plus forte de leur plage de poids pour les traces froides et dures, et la plus souple pour la neige molle ou fraîche. Dans nos magasins, nous mesurons la cambrure pendant que vous vous tenez sur le ski.',
      ),
      text('Bâtons'),
      {
        caption: 'Longueur des bâtons',
        head: ['Style', 'Formule', 'Exemple pour 180 cm'],
        rows: [
          ['Classique', 'taille × 0,83', '150 cm'],
          ['Skating', 'taille × 0,89', '160 cm'],
          ['Randonnée et hors-piste', 'taille × 0,80 à 0,85', '145–155 cm'],
        ],
      },
      text('Entre deux longueurs, prenez la plus courte en classique et la plus longue en skating.'),
      { link: { title: 'Voir les skis' } },
      { link: { title: 'Voir les bâtons' } },
    ],
  },
  waxing: {
    title: 'Guide du fartage',
    summary: 'Fart de glisse, fart de retenue, klister et entretien des peaux, étape par étape.',
    seo: {
      title: 'Comment farter ses skis de fond',
      description: 'Fartage de glisse, fart de retenue et klister étape par étape, et entretien des skis à peaux et à écailles.',
    },
    body: [
      text('Fart de glisse (spatules et talons, et skis de skating entiers)'),
      items(
        'Nettoyez la semelle à la brosse laiton, de la spatule au talon, dix passages.',
        'Réglez le fer sur la température indiquée sur le fart ; trop chaud, il brûle la semelle.',
        'Faites goutter le fart le long du ski et étalez-le au fer en passes lentes et régulières, jusqu’à ce que le fart reste liquide 5 cm derrière le fer.',
        'Laissez refroidir au moins 15 minutes, ou toute une nuit pour une finition plus dure.',
        'Raclez avec un racloir plastique bien affûté, puis dégagez la rainure avec le coin du racloir.',
        'Brossez à la brosse nylon jusqu’à ce que la semelle brille, puis finissez à la brosse crin.',
      ),
      text('Fart de retenue (zone de retenue en classique)'),
      items(
        'Marquez la zone de retenue : du talon de la chaussure jusqu’à environ 50 cm devant, ou selon le réglage fait en magasin.',
        'Dépolissez légèrement la zone au papier de verre grain 120 et appliquez au fer une fine sous-couche.',
        'Appliquez une fine couche de fart de retenue et lissez-la au liège.',
        'Ajoutez trois à cinq couches fines, en liégeant chacune, et laissez refroidir les skis dehors avant de skier.',
      ),
      text('Klister'),
      text(
        'Réchauffez le tube, déposez un fin motif en arêtes de poisson de chaque côté de la rainure et étalez-le à la spatule ou avec la paume. Laissez prendre dix minutes dehors. Retirez-le après chaque sortie avec du décapant.',
      ),
      text('Skis à peaux et à écailles'),
      text(
        'Les peaux n’ont pas besoin de fart de retenue. Nettoyez-les avec un nettoyant spécial toutes les quelques sorties et traitez-les avec un spray pour éviter qu’elles ne bottent. Sur les skis à écailles, seules les zones de glisse se fartent ; un spray d’accroche aide en neige humide.',
      ),
      { link: { title: 'Voir les farts et outils' } },
      { link: { title: 'Contacter notre équipe technique' } },
    ],
  },
  warranty: {
    title: 'Garantie',
    summary: 'Deux ans sur les matériaux et la fabrication, et comment faire une demande.',
    seo: {
      title: 'Garantie Loipe',
      description: 'Ce que couvre la garantie Loipe de deux ans, ce qu’elle ne couvre pas et comment faire une demande.',
    },
    body: [
      text(
        'Chaque ski, chaussure, fixation et bâton Loipe est garanti deux ans à compter de la date d’achat contre les défauts de matériaux et de fabrication. Si le droit de la consommation de votre pays vous accorde davantage, ces droits s’appliquent.',
      ),
      text('Ce qui est couvert'),
      items(
        'Le délaminage du dessus, du chant ou de la semelle.',
        'La perte de cambrure pendant la première saison d’utilisation normale.',
        'Les semelles décollées et les coutures rompues sur les chaussures.',
        'Les pièces de fixation qui cassent lors d’une utilisation normale.',
        'Les tubes de bâton qui cassent sans chute ni choc.',
      ),
      text('Ce qui n’est pas couvert'),
      items(
        'Les rayures, impacts de noyau et dégâts de carres dus aux cailloux, aux graviers ou à la route.',
        'Les skis cassés lors d’une chute ou d’une collision, et les bâtons écrasés ou coincés.',
        'L’usure normale : semelles de chaussures usées, couleurs passées, peaux usées.',
        'Les dégâts dus à la chaleur, comme une semelle brûlée par le fer ou une chaussure séchée sur un poêle.',
      ),
      text('Remplacement après casse'),
      text(
        'Vous avez cassé un ski lors d’une chute pendant sa première saison ? Envoyez-nous les morceaux avec votre reçu et bénéficiez de 30 % de réduction sur une nouvelle paire du même modèle.',
      ),
      text('Comment faire une demande'),
      items(
        'Prenez des photos nettes des dégâts et du numéro de série sur le ski ou la chaussure.',
        'Si vous avez acheté chez un revendeur, rapportez-lui le produit avec le reçu. Si vous avez acheté en ligne, contactez notre service client.',
        'Nous étudions la demande sous cinq jours ouvrés et réparons, remplaçons ou remboursons le produit.',
      ),
      { link: { title: 'Contacter le service client' } },
    ],
  },
  returns: {
    title: 'Livraison et retours',
    summary: '30 jours pour retourner les articles non utilisés, gratuitement aux États-Unis, au Canada et en Norvège.',
    seo: {
      title: 'Livraison et retours',
      description: 'Délais de livraison, seuils de livraison offerte et comment retourner une commande Loipe.',
    },
    body: [
      text('Livraison'),
      {
        caption: 'Livraison',
        head: ['Boutique', 'Délai de livraison', 'Livraison offerte dès'],
        rows: [
          ['États-Unis', '2 à 5 jours ouvrés', '150 $'],
          ['Canada', '3 à 6 jours ouvrés', '200 $ CA'],
          ['Norvège', '1 à 3 jours ouvrés', '1 500 NOK'],
        ],
      },
      text(
        'Les commandes partent sous deux jours ouvrés. Vous recevez un lien de suivi par e-mail dès que votre colis quitte notre entrepôt.',
      ),
      text('Retours'),
      text(
        'Vous disposez de 30 jours à compter de la livraison pour retourner les articles non utilisés, dans leur emballage d’origine et avec toutes leurs étiquettes. Les retours sont gratuits aux États-Unis, au Canada et en Norvège.',
      ),
      items(
        'Connectez-vous et ouvrez la commande dans votre compte, ou contactez le service client si vous avez commandé en tant qu’invité.',
        'Choisissez les articles à retourner et imprimez l’étiquette prépayée.',
        'Emballez soigneusement les articles et déposez le colis dans un bureau de poste ou un point relais.',
      ),
      text(
        'Nous vous remboursons sur votre moyen de paiement d’origine sous cinq jours ouvrés après réception du colis. Besoin d’une autre taille ou longueur ? Retournez l’article et passez une nouvelle commande : c’est le plus rapide.',
      ),
      text('Articles que nous ne pouvons pas reprendre'),
      items(
        'Les skis fartés, montés avec des fixations ou meulés sur commande.',
        'Les farts et klisters ouverts.',
        'Les chaussettes et autres articles d’hygiène dont l’emballage a été ouvert.',
      ),
      text(
        'Acheté chez un revendeur ? Rapportez l’article dans le magasin où vous l’avez acheté ; ses propres conditions de retour s’appliquent.',
      ),
      { link: { title: 'Trouver votre revendeur' } },
    ],
  },
  contact: {
    title: 'Nous contacter',
    summary: 'Téléphone, e-mail et horaires de notre service client dans chaque région.',
    seo: {
      title: 'Contacter Loipe',
      description: 'Comment joindre le service client Loipe par téléphone ou par e-mail dans votre région.',
    },
    body: [
      text(
        'Notre service client skie aussi : posez-nous vos questions sur les tailles, le fartage, les commandes, les retours ou la garantie. Nous répondons aux e-mails sous un jour ouvré.',
      ),
      {
        caption: 'Service client par région (heure locale)',
        head: ['Bureau', 'Téléphone', 'E-mail', 'Horaires'],
        rows: contactRows({ mon: 'lun.', tue: 'mar.', wed: 'mer.', thu: 'jeu.', fri: 'ven.', sat: 'sam.', sun: 'dim.' }),
      },
      text('Siège'),
      text(
        'Loipe AS, Storgata 84, 2615 Lillehammer, Norvège. Notre magasin principal est au rez-de-chaussée, ouvert tous les jours en hiver.',
      ),
      text('Avant d’écrire'),
      items(
        'Pour une commande, ayez votre numéro de commande sous la main ; il figure dans l’e-mail de confirmation.',
        'Pour une demande de garantie, joignez des photos des dégâts et du numéro de série.',
        'Pour toute question sur un compte pro, écrivez à pro@loipe.com.',
      ),
      { link: { title: 'Garantie' } },
      { link: { title: 'Livraison et retours' } },
    ],
  },
};
