/** French: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Skis' },
    children: titles('Classique', 'Skating', 'Compétition', 'Randonnée', 'Hors-piste', 'Junior'),
    banner: {
      title: 'Aurora Classic',
      text: 'Notre ski classique le plus léger, avec une nouvelle semelle pour neige froide.',
      image: { alt: 'Skieur en pas alternatif dans une forêt de bouleaux' },
      link: { title: 'Voir les skis classiques' },
    },
  },
  {
    link: { title: 'Chaussures' },
    children: titles('Classique', 'Skating', 'Combi', 'Hors-piste', 'Junior'),
    banner: {
      title: 'Trouvez la bonne taille',
      text: 'Mesurez votre pied en deux minutes avec notre guide des tailles.',
      image: { alt: 'Chaussures de ski qui sèchent près du poêle d’un chalet' },
      link: { title: 'Ouvrir le guide des tailles' },
    },
  },
  { link: { title: 'Fixations' }, children: titles('Piste', 'Hors-piste') },
  { link: { title: 'Bâtons' }, children: titles('Compétition', 'Randonnée', 'Junior') },
  {
    link: { title: 'Accessoires' },
    children: titles('Farts et outils', 'Gants', 'Bonnets et bandeaux', 'Sacs et housses'),
    banner: {
      title: 'Fartez comme un technicien',
      text: 'Fart de glisse et de retenue pas à pas, pour toutes les neiges.',
      image: { alt: 'Établi de fartage avec fers et racloirs' },
      link: { title: 'Lire le guide du fartage' },
    },
  },
  { link: { title: 'Journal' } },
  { link: { title: 'Équipe' } },
  { link: { title: 'Magasins' } },
];

const secondary = titles('Aide', 'Trouver un magasin', 'Pro', 'Compte');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Skis nordiques, chaussures et bâtons de Lillehammer',
      description:
        'Skis classiques, de skating et hors-piste, chaussures, fixations et bâtons, conçus et testés à Lillehammer depuis 1987.',
    },
    contact: { no: { title: 'Loipe AS (siège)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Livraison offerte dès 150 $ d’achat', link: { title: 'Livraison et retours' } },
        { text: 'Livraison offerte dès 200 $ CA d’achat', link: { title: 'Livraison et retours' } },
        { text: 'Livraison offerte dès 1 500 NOK d’achat', link: { title: 'Livraison et retours' } },
        {
          text: 'Dans votre pays, le matériel Loipe est vendu par des revendeurs locaux. Trouvez-en un près de chez vous.',
          link: { title: 'Trouver un revendeur' },
        },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'En-tête (pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro : vos prix pro s’affichent sur tout le site.', link: { title: 'Voir votre suivi des achats' } },
        {
          text: 'Votre année pro se termine le 30 juin. Vérifiez ce qu’il vous reste dans votre suivi des achats avant une grosse commande.',
          link: { title: 'Suivi des achats' },
        },
        {
          text: 'En Europe, les commandes pro passent par votre revendeur Loipe : présentez votre code pro en magasin.',
          link: { title: 'Trouver un revendeur' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Matériel de ski nordique, conçu et testé à Lillehammer depuis 1987.',
    columns: [
      { title: 'Boutique', links: titles('Skis', 'Chaussures', 'Fixations', 'Bâtons', 'Accessoires', 'Tester avant d’acheter') },
      {
        title: 'Aide',
        links: titles('Guide des tailles', 'Guide des longueurs de ski', 'Guide du fartage', 'Garantie', 'Retours', 'Nous contacter'),
      },
      {
        title: 'Entreprise',
        links: titles('À propos de Loipe', 'Team Loipe', 'Journal', 'Loipe Pro', 'Membres PSIA', 'Trouver un magasin'),
      },
      { title: 'Mentions légales', links: titles('Politique de confidentialité', 'Conditions générales de vente', 'Mentions légales') },
    ],
    newsletter: {
      heading: 'Des traces fraîches dans votre boîte mail',
      text: 'État des pistes, conseils de fartage et nouveautés en avant-première. Quatre e-mails par hiver, jamais plus.',
    },
  },
  errorPage: {
    title: 'Page d’erreur',
    header: 'Page introuvable',
    main_content: [
      text('La page que vous cherchez a été déplacée, ou le lien que vous avez suivi n’est plus à jour.'),
      text('Essayez la recherche, ou repartez de la page d’accueil.'),
    ],
    link_text: 'Retour à l’accueil',
    product_header: 'Populaires en ce moment',
    product_recommendation_page: {
      header: 'Ce produit n’est plus disponible',
      main_content: [text('Nous ne fabriquons plus ce modèle, mais ces produits font le même travail et sont prêts à être expédiés.')],
    },
  },
  emailSignup: {
    lists: [
      { title: 'Newsletter Loipe', description: 'État des pistes, conseils technique et nouveau matériel. Quatre e-mails par hiver.' },
      { title: 'Tests de matériel', description: 'Les dates des tests près de chez vous, deux semaines à l’avance.' },
      { title: 'Actualités pro', description: 'Offres et dates de stages réservées aux pros.' },
    ],
    copy: {
      heading: 'Des traces fraîches dans votre boîte mail',
      text: 'État des pistes, conseils de fartage et nouveautés en avant-première. Quatre e-mails par hiver, jamais plus.',
      placeholder: 'Votre adresse e-mail',
      button_text: 'S’inscrire',
      success: 'Merci ! Confirmez votre inscription dans votre boîte de réception.',
      privacy:
        'Vous pouvez vous désinscrire en un clic dans chaque e-mail. Notre politique de confidentialité explique comment nous utilisons vos données.',
    },
    back_in_stock_notifications: {
      heading: 'Épuisé dans cette taille',
      text: 'Laissez votre e-mail et nous vous écrirons une seule fois, dès son retour en stock.',
      button_text: 'Me prévenir',
      success: 'C’est noté. Nous vous écrirons dès son retour.',
    },
  },
  searchSettings: {
    main_menu: {
      title: 'Recherches populaires',
      links: titles('Skis classiques', 'Chaussures de skating', 'Skis hors-piste', 'Fart de retenue', 'Bâtons carbone'),
    },
    sidebar_menu: {
      title: 'Aide rapide',
      links: titles('Guide des tailles', 'Guide des longueurs de ski', 'Guide du fartage', 'Articles technique', 'Trouver un magasin'),
    },
  },
  regions: {
    'region-us': { title: 'États-Unis' },
    'region-ca': { title: 'Canada' },
    'region-jp': { title: 'Japon' },
    'region-no': { title: 'Norvège' },
    'region-eu': { title: 'Europe' },
    'region-other': { title: 'Autres pays' },
    'region-pro': { title: 'Pro (États-Unis)' },
    'region-pro-ca': { title: 'Pro (Canada)' },
    'region-pro-eu': { title: 'Pro (Europe)' },
  },
};
