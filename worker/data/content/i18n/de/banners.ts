/** German: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Winter 2026/27'),
      text('Gemacht für den langen Weg'),
      text('Ski, Schuhe und Stöcke aus Lillehammer für kalte Morgen, lange Runden und den letzten Anstieg nach Hause.'),
    ],
    cta_button_global: [{ button_text: 'Klassik ansehen' }, { button_text: 'Skating ansehen' }],
    background: { alt_text: 'Zwei Langläufer ziehen bei Sonnenaufgang die ersten Spuren entlang eines Fjords' },
  },
  'home-aurora': {
    content: [
      text('Das Aurora-Classic-Set'),
      text('Tippe auf die Markierungen und sieh, womit unser Testteam auf der Birkebeiner-Strecke läuft.'),
    ],
    cta_button_global: [{ button_text: 'Zum Set' }],
    background: {
      alt_text: 'Langläufer auf einer gespurten Loipe durch einen Birkenwald',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Jetzt kaufen' },
          { title: 'Aurora-Klassikschuh' },
          { title: 'Rime-Carbon-Stock' },
          {
            title: 'Die Birkebeiner-Strecke',
            manual: {
              title: 'Die Birkebeiner-Strecke',
              description: '54 km von Rena nach Lillehammer über das Fjell. Unsere Testrunde beginnt in Sjusjøen.',
            },
            ctaCopy: 'Zum Tourenbericht',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [
      text('Ein Winter, drei Arten von Schnee'),
      text('Kalter Pulver, vereiste Spuren und nasser Firn: Die Kollektion deckt alles ab.'),
    ],
    cta_button_global: [{ button_text: 'Alle Ski ansehen' }],
    background: { alt_text: 'Langlaufloipen im Hochwinter, auf einem zugefrorenen See und in der Frühlingssonne' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('Du unterrichtest, trainierst oder bist bei der Pistenrettung? Lauf mit uns.'),
      text('Pro-Preise für Skilehrer, Trainer, Pistenretter und Fachhandelspersonal.'),
    ],
    cta_button_global: [{ button_text: 'Für Pro bewerben' }],
    background: { alt_text: 'Skilehrerin unterrichtet eine Gruppe auf einer Übungsrunde' },
  },
  'home-test-store': {
    content: [text('Erst testen, dann kaufen'), text('Leih dir bei einem Loipe-Testevent einen Tag lang jeden Ski der Kollektion.')],
    cta_button_global: [{ button_text: 'Testtermine ansehen' }],
    background: { alt_text: 'Reihen von Testski im Schnee bei einem Testevent' },
  },
  'error-lost-track': {
    content: [text('Spur verloren?'), text('Das passiert auf den besten Loipen. Geh zurück zum Start und versuch eine andere Runde.')],
    cta_button_global: [{ button_text: 'Zurück zur Startseite' }],
    background: { alt_text: 'Leere Skispuren verlieren sich im Nebel auf einem zugefrorenen See' },
  },
  'about-hero': {
    content: [text('Aus einer Werkstatt in Lillehammer')],
    background: { alt_text: 'Skipressen und Kiefernholzkerne in der Loipe-Werkstatt' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Ausrüstung für alle, die den Diagonalschritt lehren')],
    cta_button_global: [{ button_text: 'Pro-Konto erstellen' }],
    background: { alt_text: 'PSIA-Ausbilderin zeigt den Diagonalschritt' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Deine Arbeit ist im Schnee. Unsere auch.')],
    cta_button_global: [{ button_text: 'Jetzt bewerben' }],
    background: { alt_text: 'Flutlicht-Skistadion an einem Trainingsabend' },
  },
};
