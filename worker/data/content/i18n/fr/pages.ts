/** French: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Accueil',
    seo: {
      title: 'Loipe | Skis nordiques, chaussures et bâtons de Lillehammer',
      description:
        'Skis classiques, de skating et hors-piste, chaussures, fixations et bâtons, conçus et testés à Lillehammer depuis 1987.',
    },
    body: [
      {},
      { title: 'Nouveautés de l’hiver' },
      {
        title: 'Acheter par catégorie',
        cards: [
          { title: 'Skis', text: 'Classique, skating, randonnée et hors-piste.', link: { title: 'Voir les skis' } },
          { title: 'Chaussures', text: 'Chaudes, rigides là où il faut, souples là où il faut.', link: { title: 'Voir les chaussures' } },
          {
            title: 'Fixations',
            text: 'Des fixations automatiques pour chaque chaussure et chaque style.',
            link: { title: 'Voir les fixations' },
          },
          { title: 'Bâtons', text: 'Bâtons de course en carbone et bâtons de randonnée robustes.', link: { title: 'Voir les bâtons' } },
          { title: 'Accessoires', text: 'Fart, gants, sacs et tout le reste.', link: { title: 'Voir les accessoires' } },
        ],
      },
      {},
      { title: 'Des chaussures pour chaque foulée' },
      {},
      { title: 'Dans le journal' },
      { title: 'Team Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'À propos de Loipe',
    seo: {
      title: 'À propos de Loipe',
      description:
        'Comment un atelier de ski de Lillehammer est devenu Loipe : notre histoire, notre boucle de test à Sjusjøen et notre façon de fabriquer.',
    },
    body: [
      {},
      {
        content: [
          text('Notre histoire'),
          text(
            'Loipe vient de « løype », le mot norvégien pour une piste de ski de fond damée. En 1987, Kari et Anders Haugen ont commencé à presser des skis de randonnée en bois dans une grange au-dessus de Lillehammer, pour des amis qui couraient la Birkebeiner chaque mois de mars. Le bouche-à-oreille a fait le reste et, aux Jeux d’hiver de 1994, la grange était devenue un atelier de douze personnes dans la Storgata.',
          ),
          text(
            'Aujourd’hui, environ quatre-vingt-dix personnes conçoivent, fabriquent et testent le matériel Loipe. Les skis sont toujours pressés à Lillehammer ; les chaussures sont fabriquées par des partenaires en Estonie et en Italie, sur nos formes et selon notre cahier des charges.',
          ),
          text('Testé à Sjusjøen'),
          text(
            'Chaque ski que nous vendons a parcouru au moins 300 km sur notre boucle de test de Sjusjøen, à vingt minutes au-dessus de l’atelier. De novembre à avril, nous mesurons la glisse chaque matin sur le même tronçon de 400 m, dans toutes les neiges que nous offre le plateau, et nous ne modifions un ski que lorsque le chronomètre dit qu’il est meilleur.',
          ),
          text('Notre façon de fabriquer'),
          items(
            'Des noyaux en épicéa et bouleau norvégiens certifiés FSC, associés à une spatule en nid d’abeille pour un faible poids en mouvement.',
            'Des semelles meulées dans nos ateliers : structures pour neige froide, universelle et humide pour chaque modèle.',
            'Des farts et des produits de semelle sans fluor sur toute la gamme depuis 2020.',
            'Un service de réparation dans chaque région, pour qu’une spatule cassée ou une semelle usée ne signifie pas une nouvelle paire.',
          ),
          text('Un bon ski disparaît sous vos pieds. Vous ne sentez plus que la piste.'),
          text('Kari Haugen, cofondatrice'),
          { link: { title: 'Visiter un magasin Loipe' } },
        ],
      },
    ],
  },
  psia: {
    title: 'Membres PSIA',
    seo: {
      title: 'Loipe pour les membres PSIA-AASI',
      description:
        'Les moniteurs nordiques PSIA-AASI bénéficient des prix Loipe Pro, de skis de démonstration et d’un accès anticipé aux nouveautés.',
    },
    body: [
      {},
      {
        content: [
          text('Un partenariat pour les moniteurs nordiques'),
          text(
            'Loipe est partenaire nordique officiel des Professional Ski Instructors of America et de l’American Association of Snowboard Instructors (PSIA-AASI). Grâce à ce partenariat, les membres certifiés et inscrits enseignent et s’entraînent avec du matériel Loipe à prix membre.',
          ),
          text('Ce que les membres reçoivent'),
          items(
            'Les prix Loipe Pro sur les skis, chaussures, fixations et bâtons, dans la limite du budget pro annuel.',
            'Des flottes de skis classiques et de skating à essayer lors des stages et examens nordiques PSIA de chaque division.',
            'Un accès anticipé aux nouveaux modèles chaque automne, avant leur arrivée en magasin.',
            'Un meulage de semelle offert par saison dans les ateliers Loipe aux États-Unis.',
          ),
          text('Comment adhérer'),
          items(
            'Connectez-vous au portail membre PSIA-AASI et copiez votre code pro Loipe depuis la page « Partner Offers ».',
            'Créez un compte Loipe Pro et saisissez le code avec votre numéro de membre PSIA.',
            'Vos prix pro s’appliquent dès que le code est accepté, en général sous un jour ouvré.',
          ),
          text(
            'L’adhésion doit être en cours de validité. Nous vérifions le statut des membres auprès de PSIA-AASI au début de chaque saison.',
          ),
          { link: { title: 'Créer votre compte pro' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro : du matériel pour ceux qui travaillent sur la neige',
      description:
        'Prix pro pour moniteurs, entraîneurs, pisteurs-secouristes et vendeurs spécialisés, avec un suivi des achats dans votre compte.',
    },
    body: [
      {},
      {
        content: [
          text('Qui peut en bénéficier'),
          items(
            'Les moniteurs de ski nordique diplômés ou inscrits (PSIA-AASI, CANSI, formations de la Fédération norvégienne de ski, DSV, ESF et organismes nationaux équivalents).',
            'Les entraîneurs titulaires d’une licence d’une fédération nationale de ski, et les entraîneurs principaux de leurs clubs.',
            'Les pisteurs-secouristes professionnels et bénévoles munis d’une carte en cours de validité.',
            'Le personnel des revendeurs et ateliers agréés Loipe, et les techniciens de fartage des équipes nationales.',
          ),
          text('Comment fonctionnent les prix pro'),
          text(
            'Une fois votre demande acceptée, chaque produit s’affiche à son prix pro tant que vous êtes connecté. Les prix pro s’appliquent aux commandes pour votre propre usage sur la neige et ne se cumulent pas avec d’autres offres.',
          ),
          text('Le suivi des achats'),
          text(
            'Chaque compte pro dispose d’un budget annuel de 3 000 dans la devise de votre boutique, sauf accord contraire. Le suivi dans votre compte indique ce que vous avez dépensé aux prix pro cette année pro, ce qu’il vous reste et la date d’expiration de votre statut pro.',
          ),
          items(
            'L’année pro va du 1er juillet au 30 juin. Le compteur repart à zéro le 1er juillet.',
            'Les commandes comptent dans le budget au moment de leur expédition ; les articles retournés sont recrédités.',
            'Si une commande dépasse le budget, la partie au-delà est facturée au prix normal.',
            'Renouvelez avant la date indiquée pour conserver vos prix pro sans interruption.',
          ),
          text('Faire une demande'),
          text(
            'Faites votre demande avec le code pro de votre association ou de votre employeur et un justificatif de votre fonction. Nous étudions chaque demande sous trois jours ouvrés.',
          ),
          { link: { title: 'Demander l’accès Loipe Pro' } },
          { link: { title: 'Des questions ? Contactez le support pro' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Planche de style',
    seo: {
      title: 'Planche de style',
      description: 'Typographie, couleurs, boutons, listes et tableaux de la boutique Loipe sur une seule page.',
    },
    body: [
      {
        content: [
          text('Le surtitre se place au-dessus d’un titre'),
          text('Titre deux : la piste devant nous'),
          text('Titre trois : poussée, glisse, et on recommence'),
          text(
            'Le texte courant est composé pour la lecture longue : une longueur de ligne confortable, un interlignage généreux et assez de contraste pour lire sur un téléphone sous la lumière vive de la neige.',
          ),
          text('Une citation se détache du texte courant.'),
          items('Un élément de liste', 'Un deuxième élément assez long pour passer à la ligne sur un téléphone', 'Un troisième élément'),
          items('Première étape', 'Deuxième étape', 'Troisième étape'),
          {
            caption: 'Palette de couleurs',
            head: ['Nom', 'Usage', 'Hex'],
            rows: [
              ['Fjord', 'Texte principal et boutons', '#12324A'],
              ['Neige', 'Fond de page', '#FAFBFC'],
              ['Bouleau', 'Bordures et filets', '#D9DDE1'],
              ['Airelle', 'Prix soldés et alertes', '#B3261E'],
              ['Épicéa', 'Messages de réussite et stock', '#2E6B4F'],
            ],
          },
          { link: { title: 'Un lien dans le texte' } },
        ],
      },
      {},
      { title: 'Grille de produits' },
    ],
  },
  'test-store': {
    title: 'Tester les skis avant d’acheter',
    seo: {
      title: 'Tests Loipe : essayez nos skis sur la neige',
      description: 'Dates et lieux des tests Loipe, où vous pouvez essayer gratuitement chaque modèle de la gamme avant d’acheter.',
    },
    body: [
      {},
      {
        content: [
          text(
            'Lors d’un test Loipe, vous pouvez emprunter n’importe quel ski de la gamme, à votre longueur et avec la bonne zone de retenue, pour autant de tours que vous voulez. Apportez vos chaussures ou empruntez les nôtres. Le test est gratuit ; nous demandons seulement une pièce d’identité.',
          ),
          {
            caption: 'Tests, hiver 2026/27',
            head: ['Date', 'Lieu', 'Pays', 'À tester'],
            rows: [
              ['28–29 novembre', 'Sjusjøen Skisenter', 'Norvège', 'Toute la gamme'],
              ['6 décembre', 'Holmenkollen, Oslo', 'Norvège', 'Course et skating'],
              ['13 décembre', 'Trapp Family Lodge, Stowe', 'États-Unis', 'Classique et randonnée'],
              ['20 décembre', 'Canmore Nordic Centre', 'Canada', 'Toute la gamme'],
              ['10 janvier', 'Seefeld in Tirol', 'Autriche', 'Classique et skating'],
              ['17 janvier', 'Davos Nordic', 'Suisse', 'Course et skating'],
              ['24 janvier', 'Les Saisies', 'France', 'Toute la gamme'],
              ['31 janvier', 'Val di Fiemme, Lago di Tesero', 'Italie', 'Classique et skating'],
              ['7 février', 'Niseko Nordic Course', 'Japon', 'Randonnée et hors-piste'],
            ],
          },
          text('Avant de venir'),
          items(
            'Connaissez votre poids : nous choisissons la raideur du ski sur place en fonction de celui-ci.',
            'Habillez-vous pour deux heures dehors ; les boucles de test font 3 à 5 km.',
            'Gardez le reçu du test : si vous achetez le ski essayé dans les 30 jours, nous le fartons gratuitement.',
          ),
          { link: { title: 'Trouver le magasin le plus proche' } },
        ],
      },
    ],
  },
};
