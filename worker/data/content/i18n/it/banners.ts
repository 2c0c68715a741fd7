/** Italian: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Inverno 2026/27'),
      text('Fatti per la strada più lunga'),
      text('Sci, scarpe e bastoncini da Lillehammer per le mattine fredde, i lunghi anelli e l’ultima salita verso casa.'),
    ],
    cta_button_global: [{ button_text: 'Scopri il classico' }, { button_text: 'Scopri lo skating' }],
    background: { alt_text: 'Due fondisti tracciano le prime piste lungo un fiordo all’alba' },
  },
  'home-aurora': {
    content: [
      text('Il kit Aurora Classic'),
      text('Tocca i segnaposto per vedere con cosa scia il nostro team di test sulla pista della Birkebeiner.'),
    ],
    cta_button_global: [{ button_text: 'Scopri il kit' }],
    background: {
      alt_text: 'Fondista su una pista battuta in un bosco di betulle',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Acquista ora' },
          { title: 'Scarpa classica Aurora' },
          { title: 'Bastoncino Rime Carbon' },
          {
            title: 'La pista della Birkebeiner',
            manual: {
              title: 'La pista della Birkebeiner',
              description: '54 km da Rena a Lillehammer attraverso la montagna. Il nostro anello di test parte da Sjusjøen.',
            },
            ctaCopy: 'Leggi il racconto',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [
      text('Un inverno, tre tipi di neve'),
      text('Polvere fredda, binari ghiacciati e neve primaverile bagnata: la collezione li copre tutti.'),
    ],
    cta_button_global: [{ button_text: 'Vedi tutti gli sci' }],
    background: { alt_text: 'Piste da fondo in pieno inverno, su un lago ghiacciato e al sole di primavera' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('Insegni, alleni o fai soccorso sulle piste? Scia con noi.'),
      text('Prezzi pro per maestri di sci, allenatori, soccorritori e personale dei negozi.'),
    ],
    cta_button_global: [{ button_text: 'Candidati a Pro' }],
    background: { alt_text: 'Maestra di sci che insegna a un gruppo su un anello di allenamento' },
  },
  'home-test-store': {
    content: [text('Prova prima di acquistare'), text('Prendi in prestito per un giorno qualsiasi sci della collezione a un test Loipe.')],
    cta_button_global: [{ button_text: 'Vedi le date dei test' }],
    background: { alt_text: 'File di sci da test sulla neve durante un evento' },
  },
  'error-lost-track': {
    content: [text('Hai perso la traccia?'), text('Succede anche sulle piste più belle. Torna alla partenza e prova un altro anello.')],
    cta_button_global: [{ button_text: 'Torna alla home' }],
    background: { alt_text: 'Binari vuoti che si perdono nella nebbia su un lago ghiacciato' },
  },
  'about-hero': {
    content: [text('Da un laboratorio di Lillehammer')],
    background: { alt_text: 'Presse per sci e anime in pino nel laboratorio Loipe' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Attrezzatura per chi insegna il passo alternato')],
    cta_button_global: [{ button_text: 'Crea il tuo account pro' }],
    background: { alt_text: 'Istruttrice PSIA che mostra il passo alternato' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Il tuo lavoro è sulla neve. Anche il nostro.')],
    cta_button_global: [{ button_text: 'Candidati ora' }],
    background: { alt_text: 'Stadio dello sci illuminato in una sera di allenamento' },
  },
};
