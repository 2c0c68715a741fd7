/** Norwegian: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Vinteren 2026/27'),
      text('Laget for de lange omveiene'),
      text('Ski, støvler og staver fra Lillehammer for kalde morgener, lange runder og den siste bakken hjem.'),
    ],
    cta_button_global: [{ button_text: 'Se klassisk' }, { button_text: 'Se skøyting' }],
    background: { alt_text: 'To skiløpere lager de første sporene langs en fjord i soloppgangen' },
  },
  'home-aurora': {
    content: [text('Aurora Classic-pakken'), text('Trykk på markørene og se hva testteamet vårt går på i Birkebeinerløypa.')],
    cta_button_global: [{ button_text: 'Se pakken' }],
    background: {
      alt_text: 'Skiløper i en preparert løype gjennom bjørkeskog',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Kjøp nå' },
          { title: 'Aurora klassiskstøvel' },
          { title: 'Rime Carbon-stav' },
          {
            title: 'Birkebeinerløypa',
            manual: {
              title: 'Birkebeinerløypa',
              description: '54 km fra Rena til Lillehammer over fjellet. Testrunden vår starter på Sjusjøen.',
            },
            ctaCopy: 'Les turrapporten',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [text('Én vinter, tre slags snø'), text('Kald nysnø, glatte spor og våt vårsnø: kolleksjonen dekker alt.')],
    cta_button_global: [{ button_text: 'Se alle ski' }],
    background: { alt_text: 'Skiløyper midtvinters, på et islagt vann og i vårsol' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('Underviser, trener eller patruljerer du? Gå på ski med oss.'),
      text('Pro-priser for skiinstruktører, trenere, skipatruljer og butikkansatte.'),
    ],
    cta_button_global: [{ button_text: 'Søk om Pro' }],
    background: { alt_text: 'Skiinstruktør underviser en gruppe i en øvingsløype' },
  },
  'home-test-store': {
    content: [text('Prøv før du kjøper'), text('Lån hvilken som helst ski i kolleksjonen i en hel dag på et Loipe-testarrangement.')],
    cta_button_global: [{ button_text: 'Se testdatoer' }],
    background: { alt_text: 'Rader med testski i snøen på et testarrangement' },
  },
  'error-lost-track': {
    content: [text('Mistet sporet?'), text('Det skjer i de beste løypene. Gå tilbake til start og prøv en annen runde.')],
    cta_button_global: [{ button_text: 'Tilbake til forsiden' }],
    background: { alt_text: 'Tomme skispor som forsvinner i tåka på et islagt vann' },
  },
  'about-hero': {
    content: [text('Fra et verksted på Lillehammer')],
    background: { alt_text: 'Skipresser og furukjerner i Loipe-verkstedet' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Utstyr for dem som lærer bort diagonalgangen')],
    cta_button_global: [{ button_text: 'Opprett pro-konto' }],
    background: { alt_text: 'PSIA-instruktør viser diagonalgang' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Arbeidet ditt foregår på snøen. Det gjør vårt også.')],
    cta_button_global: [{ button_text: 'Søk nå' }],
    background: { alt_text: 'Lyssatt skistadion en treningskveld' },
  },
};
