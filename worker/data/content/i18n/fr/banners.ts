/** French: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Hiver 2026/27'),
      text('Fait pour prendre le chemin des écoliers'),
      text('Skis, chaussures et bâtons de Lillehammer pour les matins froids, les longues boucles et la dernière montée du retour.'),
    ],
    cta_button_global: [{ button_text: 'Voir le classique' }, { button_text: 'Voir le skating' }],
    background: { alt_text: 'Deux skieurs tracent les premières traces le long d’un fjord au lever du soleil' },
  },
  'home-aurora': {
    content: [
      text('L’équipement Aurora Classic'),
      text('Touchez les repères pour découvrir le matériel de notre équipe de test sur la piste de la Birkebeiner.'),
    ],
    cta_button_global: [{ button_text: 'Voir l’équipement' }],
    background: {
      alt_text: 'Skieur sur une piste damée à travers une forêt de bouleaux',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Acheter' },
          { title: 'Chaussure classique Aurora' },
          { title: 'Bâton Rime Carbon' },
          {
            title: 'La piste de la Birkebeiner',
            manual: {
              title: 'La piste de la Birkebeiner',
              description: '54 km de Rena à Lillehammer à travers la montagne. Notre boucle de test part de Sjusjøen.',
            },
            ctaCopy: 'Lire le récit',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [
      text('Un hiver, trois neiges'),
      text('Poudreuse froide, traces glacées et neige de printemps humide : la gamme couvre tout.'),
    ],
    cta_button_global: [{ button_text: 'Voir tous les skis' }],
    background: { alt_text: 'Pistes de ski nordique en plein hiver, sur un lac gelé et au soleil du printemps' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('Vous enseignez, entraînez ou patrouillez ? Skiez avec nous.'),
      text('Des prix pro pour les moniteurs, entraîneurs, pisteurs-secouristes et vendeurs spécialisés.'),
    ],
    cta_button_global: [{ button_text: 'Demander l’accès Pro' }],
    background: { alt_text: 'Monitrice qui enseigne à un groupe sur une boucle d’entraînement' },
  },
  'home-test-store': {
    content: [text('Essayez avant d’acheter'), text('Empruntez n’importe quel ski de la gamme pour une journée lors d’un test Loipe.')],
    cta_button_global: [{ button_text: 'Voir les dates de test' }],
    background: { alt_text: 'Rangées de skis de test dans la neige lors d’une journée de test' },
  },
  'error-lost-track': {
    content: [text('Perdu la trace ?'), text('Ça arrive sur les plus belles pistes. Revenez au départ et essayez une autre boucle.')],
    cta_button_global: [{ button_text: 'Retour à l’accueil' }],
    background: { alt_text: 'Traces de ski vides qui disparaissent dans le brouillard sur un lac gelé' },
  },
  'about-hero': {
    content: [text('Né dans un atelier de Lillehammer')],
    background: { alt_text: 'Presses à skis et noyaux en pin dans l’atelier Loipe' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Du matériel pour ceux qui enseignent le pas alternatif')],
    cta_button_global: [{ button_text: 'Créer votre compte pro' }],
    background: { alt_text: 'Instructrice PSIA qui montre le pas alternatif' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Votre métier se fait sur la neige. Le nôtre aussi.')],
    cta_button_global: [{ button_text: 'Faire une demande' }],
    background: { alt_text: 'Stade de ski illuminé un soir d’entraînement' },
  },
};
