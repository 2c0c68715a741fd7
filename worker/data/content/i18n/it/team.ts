/** Italian: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Classico, lunga distanza',
    bio: [
      'Ingrid è cresciuta a due chilometri dal traguardo della Birkebeiner e lì ha vinto tre volte la gara femminile. Nel circuito Ski Classics è nota per correre intere gare di 50 km a spinta doppia, con sci senza sciolina di tenuta.',
      'Tra una gara e l’altra lavora nel nostro team di test a Sjusjøen, dove ha sciato ogni prototipo Aurora dal 2021.',
    ],
    quote: 'Se lo sci è giusto, la gara è solo una lunga giornata all’aperto.',
  },
  'mattias-lindqvist': {
    discipline: 'Sprint skating',
    bio: [
      'Mattias è uno sprinter che viene dall’hockey su ghiaccio, e si vede da come affronta le curve. Corre le sprint di Coppa del Mondo dal 2022 e ha raggiunto la sua prima finale a Falun nel 2025.',
      'Testa i nostri sci e scarpe da skating ed è il motivo per cui la scarpa da skating Rime ha un gambetto più rigido.',
    ],
    quote: 'Una sprint dura tre minuti. Ogni spinta conta doppio.',
  },
  'aiko-tanabe': {
    discipline: 'Guida di fuoripista',
    bio: [
      'Aiko accompagna escursioni nordiche nei boschi di Niseko e sulle montagne del Daisetsuzan. È arrivata allo scialpinismo nordico dal telemark e non è più tornata agli impianti.',
      'Ci ha aiutato a disegnare lo sci da fuoripista Fjell 78 per la neve profonda e asciutta di Hokkaido.',
    ],
    quote: 'La linea più bella nel bosco è quella che nessuno ha ancora tracciato.',
  },
  'jonas-berger': {
    discipline: 'Biathlon',
    bio: [
      'Jonas gareggia nel biathlon per l’Austria e si allena a casa, a Hochfilzen. Pattina su sci Loipe e passa le estati sugli skiroll lungo le strade intorno al Pillersee.',
      'Nel team è noto per il suo meticoloso quaderno di test degli sci, ormai al quarto volume.',
    ],
    quote: 'Scia veloce, poi respira, poi spara. L’ordine conta.',
  },
  'claire-dubois': {
    discipline: 'Maratona skating',
    bio: [
      'Claire ha vinto la Transjurassienne a skating nel 2024 e nel 2026. Allena la squadra junior del suo club nel Giura e lavora ancora part-time come fisioterapista.',
      'Porta entrambi i punti di vista nei nostri test delle scarpe: quello dell’atleta e quello della fisioterapista.',
    ],
    quote: 'Una buona tecnica è la velocità più economica che esista.',
  },
  'luca-moretti': {
    discipline: 'Classico, lunga distanza',
    bio: [
      'Luca è cresciuto lungo il percorso della Marcialonga, in Val di Fiemme, e ha concluso la gara quindici volte. Gestisce una scuola di sci e un piccolo ski service a Tesero.',
      'Ogni inverno ospita il nostro test italiano sulle piste del Lago di Tesero.',
    ],
    quote: 'Settanta chilometri sono una conversazione con te stesso. Porta sci buoni.',
  },
  'emma-larsen': {
    discipline: 'Esaminatrice nordica PSIA',
    bio: [
      'Emma insegna sci di fondo da vent’anni ed è esaminatrice dei maestri PSIA nella divisione Northwest. I suoi corsi di tecnica classica sono al completo ogni stagione.',
      'Guida la flotta di sci da test per istruttori della nostra partnership con PSIA.',
    ],
    quote: 'Chiunque può imparare a scivolare. Serve solo qualcuno che mostri dove mettere il peso.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, under 23',
    bio: [
      'Noah si allena al Canmore Nordic Centre e ha vinto il titolo sprint under 23 ai campionati canadesi del 2026. Scia in entrambe le tecniche e preferisce le salite.',
      'È il membro più giovane del Team Loipe.',
    ],
    quote: 'Le gare si decidono in salita. A me piace decidere.',
  },
};
