/** Swedish: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Vintern 2026/27'),
      text('Gjord för de långa omvägarna'),
      text('Skidor, pjäxor och stavar från Lillehammer för kalla morgnar, långa slingor och den sista backen hem.'),
    ],
    cta_button_global: [{ button_text: 'Se klassiskt' }, { button_text: 'Se skate' }],
    background: { alt_text: 'Två skidåkare drar de första spåren längs en fjord i soluppgången' },
  },
  'home-aurora': {
    content: [text('Aurora Classic-paketet'), text('Tryck på markeringarna och se vad vårt testteam åker på i Birkebeinerspåret.')],
    cta_button_global: [{ button_text: 'Se paketet' }],
    background: {
      alt_text: 'Skidåkare i ett preparerat spår genom björkskog',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Köp nu' },
          { title: 'Aurora klassisk pjäxa' },
          { title: 'Rime Carbon-stav' },
          {
            title: 'Birkebeinerspåret',
            manual: {
              title: 'Birkebeinerspåret',
              description: '54 km från Rena till Lillehammer över fjället. Vår testslinga börjar vid Sjusjøen.',
            },
            ctaCopy: 'Läs turrapporten',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [text('En vinter, tre sorters snö'), text('Kall nysnö, isiga spår och blöt vårsnö: kollektionen klarar allt.')],
    cta_button_global: [{ button_text: 'Se alla skidor' }],
    background: { alt_text: 'Skidspår mitt i vintern, på en frusen sjö och i vårsol' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('Undervisar, tränar eller patrullerar du? Åk med oss.'),
      text('Pro-priser för skidlärare, tränare, pistörer och butikspersonal.'),
    ],
    cta_button_global: [{ button_text: 'Ansök om Pro' }],
    background: { alt_text: 'Skidlärare undervisar en grupp i en övningsslinga' },
  },
  'home-test-store': {
    content: [text('Testa innan du köper'), text('Låna vilken skida som helst i kollektionen en hel dag på en Loipe-testdag.')],
    cta_button_global: [{ button_text: 'Se testdatum' }],
    background: { alt_text: 'Rader av testskidor i snön på en testdag' },
  },
  'error-lost-track': {
    content: [text('Tappat spåret?'), text('Det händer i de bästa spåren. Gå tillbaka till starten och prova en annan slinga.')],
    cta_button_global: [{ button_text: 'Tillbaka till startsidan' }],
    background: { alt_text: 'Tomma skidspår som försvinner i dimman på en frusen sjö' },
  },
  'about-hero': {
    content: [text('Från en verkstad i Lillehammer')],
    background: { alt_text: 'Skidpressar och kärnor av furu i Loipes verkstad' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Utrustning för dem som lär ut diagonalåkning')],
    cta_button_global: [{ button_text: 'Skapa ditt pro-konto' }],
    background: { alt_text: 'PSIA-instruktör visar diagonalåkning' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Ditt jobb finns på snön. Vårt också.')],
    cta_button_global: [{ button_text: 'Ansök nu' }],
    background: { alt_text: 'Upplyst skidstadion en träningskväll' },
  },
};
