/** French: privacy policy, terms of sale and legal notice. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Politique de confidentialité',
    seo: {
      title: 'Politique de confidentialité',
      description: 'Les données personnelles que Loipe collecte, pourquoi, combien de temps nous les conservons et quels sont vos droits.',
    },
    body: [
      {
        content: [
          text(
            'Dernière mise à jour : 1er septembre 2026. Loipe AS, Storgata 84, 2615 Lillehammer, Norvège, est responsable des données personnelles décrites ici. Notre délégué à la protection des données est joignable à privacy@loipe.com.',
          ),
          text('Ce que nous collectons'),
          items(
            'Données de compte : votre nom, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme de hachage salé) et vos adresses enregistrées.',
            'Données de commande : vos achats, vos adresses de livraison et de facturation et le statut du paiement. Les données de carte vont directement à notre prestataire de paiement ; nous ne les voyons jamais.',
            'Données du programme pro : votre code pro, votre organisation et les justificatifs que vous envoyez pour prouver votre fonction.',
            'Données d’utilisation : pages consultées et recherches effectuées, collectées par notre gestionnaire de balises uniquement si vous acceptez les cookies de mesure d’audience.',
          ),
          text('Pourquoi nous les utilisons'),
          text(
            'Nous utilisons vos données pour livrer vos commandes et traiter retours et demandes de garantie (contrat), gérer votre compte et votre statut pro (contrat), vous envoyer les newsletters demandées (consentement, que vous pouvez retirer en un clic dans chaque e-mail) et sécuriser la boutique, par exemple en limitant les tentatives de connexion (intérêt légitime).',
          ),
          text('Combien de temps nous les conservons'),
          text(
            'Les données de commande sont conservées cinq ans, comme l’exige le droit comptable norvégien. Les comptes inutilisés depuis trois ans sont supprimés après un avertissement par e-mail. Les données de newsletter sont supprimées dès votre désinscription.',
          ),
          text('Avec qui nous les partageons'),
          text(
            'Les transporteurs reçoivent votre adresse de livraison, notre prestataire de paiement traite les paiements, et nos hébergeurs et prestataires d’e-mail traitent des données pour notre compte dans le cadre de contrats de sous-traitance. Lorsque des données quittent l’EEE, elles sont protégées par les clauses contractuelles types de l’UE. Nous ne vendons jamais de données personnelles.',
          ),
          text('Vos droits'),
          text(
            'Vous pouvez demander une copie de vos données, les faire rectifier ou effacer, vous opposer à leur utilisation ou les récupérer. Écrivez à privacy@loipe.com ; nous répondons sous 30 jours. Vous pouvez aussi saisir l’autorité norvégienne de protection des données (Datatilsynet) ou l’autorité de votre pays, comme la CNIL en France.',
          ),
          text('Cookies'),
          text(
            'Nous utilisons un cookie nécessaire pour votre session et votre panier, un cookie qui mémorise votre pays et votre langue et, uniquement avec votre accord, des cookies de mesure d’audience. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies en bas de chaque page.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions générales de vente',
    seo: {
      title: 'Conditions générales de vente',
      description: 'Les conditions applicables à vos achats sur la boutique en ligne Loipe : prix, livraison, retours et garantie.',
    },
    body: [
      {
        content: [
          text(
            'Ces conditions s’appliquent aux commandes passées sur la boutique en ligne Loipe aux États-Unis, au Canada et en Norvège. Dans les autres pays, les produits Loipe sont vendus par des revendeurs indépendants selon leurs propres conditions.',
          ),
          text('Prix et paiement'),
          text(
            'Les prix sont affichés dans la devise de votre boutique. En Norvège, ils incluent la TVA ; aux États-Unis et au Canada, les taxes de vente sont ajoutées lors du paiement. Votre carte est débitée à l’expédition de votre commande.',
          ),
          text('Livraison'),
          text(
            'Nous expédions sous deux jours ouvrés après votre commande. La livraison prend généralement 2 à 5 jours ouvrés. Si un article se révèle indisponible, nous vous prévenons par e-mail et le remboursons immédiatement.',
          ),
          text('Retours et garantie'),
          text(
            'Vous disposez de 30 jours à compter de la livraison pour retourner les articles non utilisés. Notre garantie couvre les défauts de matériaux et de fabrication pendant deux ans, ou pendant la durée prévue par le droit de la consommation de votre pays si elle est plus longue.',
          ),
          { link: { title: 'Comment fonctionnent les retours' } },
          { link: { title: 'Conditions de garantie' } },
          text('Litiges'),
          text(
            'Parlez-nous d’abord : la plupart des problèmes se règlent en un e-mail à notre service client. Les clients norvégiens peuvent aussi saisir l’autorité norvégienne de la consommation (Forbrukertilsynet).',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Mentions légales',
    seo: { title: 'Mentions légales', description: 'Informations sur les sociétés Loipe AS et Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer, Norvège. Numéro d’organisation 918 402 117 MVA. Directrice générale : Sigrid Haugen. Téléphone +47 61 24 80 00, e-mail kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 Munich, Allemagne. Immatriculée au tribunal d’instance de Munich, HRB 254871. Numéro de TVA DE318402117. Directeur général : Thomas Greiner. Téléphone +49 89 5550 1870, e-mail service.eu@loipe.com.',
          ),
          text(
            'La Commission européenne met à disposition une plateforme de règlement en ligne des litiges. Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.',
          ),
        ],
      },
    ],
  },
};
