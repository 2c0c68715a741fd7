/** Italian: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Tecnica',
    description: 'Esercizi e spiegazioni dei nostri allenatori e atleti perché ogni passo conti.',
    seo: { title: 'Tecnica | Journal Loipe', description: 'La tecnica classica e skating spiegata da allenatori e atleti.' },
  },
  trips: {
    title: 'Viaggi',
    description: 'Percorsi, rifugi e gare che valgono il viaggio, dalla Birkebeiner a Hokkaido.',
    seo: { title: 'Viaggi | Journal Loipe', description: 'Viaggi e racconti di sci nordico dal team Loipe.' },
  },
  'gear-care': {
    title: 'Manutenzione',
    description: 'Sciolinatura, rettifica e conservazione: sci veloci e scarpe asciutte, stagione dopo stagione.',
    seo: { title: 'Manutenzione | Journal Loipe', description: 'Come sciolinare, conservare e curare sci e scarpe da fondo.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Spinta doppia: costruisci il motore',
    hero_image: { alt: 'Fondista a spinta doppia su una pista illuminata' },
    excerpt:
      'Le gare di classico moderne si vincono con braccia e tronco. Ecco come fare della spinta doppia un punto di forza, non una soluzione di ripiego.',
    body: [
      text(
        'Dieci anni fa la spinta doppia era ciò che si faceva in piano tra una salita e l’altra. Oggi i più veloci fanno gran parte di una gara di classico a spinta doppia, e anche nell’uscita della domenica una buona spinta doppia risparmia le gambe per le salite.',
      ),
      text('Tutto parte dalle anche'),
      text(
        'L’errore più comune è tirare con le braccia. La forza nasce dal cadere in avanti: sali sull’avampiede con le anche alte, lascia che il corpo si inclini sopra i bastoncini e arrotola il tronco verso il basso. Le braccia trasmettono soltanto quel peso alla neve.',
      ),
      text('Angolo dei bastoncini e ritorno'),
      text(
        'Pianta i bastoncini con le mani davanti al viso e le punte appena dietro gli attacchi. Se le punte arrivano davanti ai piedi, freni prima di spingere. Nel ritorno rilassa le mani e lascia oscillare i bastoncini in avanti: è nel ritorno che respiri.',
      ),
      text('Un allenamento da provare'),
      items(
        '20 minuti di riscaldamento leggero.',
        '6 × 2 minuti di spinta doppia su una salita dolce, tornando giù a piedi.',
        '4 × 30 secondi a ritmo gara in piano, con recupero completo.',
        '15 minuti di defaticamento a passo alternato.',
      ),
      text('Fallo una volta a settimana da ottobre. A Natale sentirai la differenza in ogni tratto piano dell’anello.'),
    ],
  },
  'skate-v2-timing': {
    title: 'Il ritmo del passo uno-uno: un passo, una spinta',
    hero_image: { alt: 'Fondista a skating in passo uno-uno su una pista battuta' },
    excerpt: 'Il passo uno-uno è la marcia più veloce in piano. Quasi tutti la perdono sul ritmo. Tre esercizi per ritrovarlo.',
    body: [
      text(
        'Nel passo uno-uno spingi con i bastoncini a ogni spinta di gamba. Fatto bene, è il modo più efficiente per andare veloci su terreno facile; fatto male, sembra una lotta con i propri bastoncini.',
      ),
      text('Stai alto su uno sci'),
      text(
        'Ogni passo comincia con tutto il corpo sopra uno sci: naso, ginocchio e punta del piede allineati. Solo allora spingi con i bastoncini. Se spingi mentre il peso è ancora tra gli sci, la forza va di lato.',
      ),
      text('Tre esercizi'),
      items(
        'Pattina senza bastoncini e mantieni ogni scivolata contando fino a tre.',
        'Uno-uno con pausa: spinta dei bastoncini, scivolata su uno sci, breve sosta prima della spinta successiva.',
        'Uno-uno su una leggera discesa, concentrandoti solo sul piantare le mani davanti al viso.',
      ),
      text('Filmati di fronte. Quando la testa avanza dritta invece di oscillare da un lato all’altro, il ritmo è giusto.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Trovare la spinta nel passo alternato',
    hero_image: { alt: 'Fondista a passo alternato in salita' },
    excerpt:
      'Scivolare indietro in salita raramente dipende dalla sciolina. Dipende da dove si trova il tuo peso quando spingi. Ecco come sentirlo.',
    body: [
      text(
        'Uno sci classico tiene quando tutto il tuo peso preme la zona di tenuta sulla neve per una frazione di secondo. Se spingi troppo presto, troppo tardi o con il peso dietro il piede, anche la sciolina perfetta scivola.',
      ),
      text('L’esercizio del monopattino'),
      text(
        'Togli uno sci. Spingiti con il piede libero come su un monopattino e scivola sullo sci. Nota come devi portare le anche sopra lo sci per restare in equilibrio. È quella la posizione delle anche che ti serve nella spinta.',
      ),
      text('Spingi in basso, non indietro'),
      text(
        'Immagina di schiacciare un insetto sotto il centro del piede. La spinta è una pressione breve e decisa verso il basso, seguita dalla spinta all’indietro. Sulle salite più ripide accorcia il passo e tieni un ritmo veloce.',
      ),
      text(
        'Se scivoli ancora, controlla la sciolina e la rigidità degli sci. La guida alla lunghezza degli sci spiega come adattiamo la rigidità al tuo peso.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'La pista della Birkebeiner in un giorno',
    hero_image: { alt: 'L’altopiano aperto sopra Sjusjøen sulla pista della Birkebeiner' },
    excerpt:
      'Cinquantaquattro chilometri da Rena a Lillehammer con 3,5 kg sulle spalle. Come percorrere il tracciato della Birken fuori dal giorno di gara.',
    body: [
      text(
        'Ogni marzo 16.000 fondisti vanno da Rena a Lillehammer con uno zaino di 3,5 kg, in ricordo dei guerrieri birkebeiner che nel 1206 portarono il piccolo principe Håkon attraverso le montagne. La pista è battuta quasi tutto l’inverno e percorrerla in un tranquillo giorno feriale è una delle grandi giornate dello sci norvegese.',
      ),
      text('Il percorso'),
      text(
        'Dalla partenza di Rena la pista sale per i primi 15 km fino a Skramstadsetra. Poi arriva l’altopiano sopra il Raudfjellet, a quasi 900 m, aperto ed esposto, prima della lunga e veloce discesa che passa per Sjusjøen e Midtfjellet fino allo stadio dello sci di Lillehammer.',
      ),
      text('Cosa avevamo nello zaino'),
      items(
        'Una giacca calda e un paio di guanti di ricambio per l’altopiano.',
        'Due litri di bevanda sportiva in una cintura termica.',
        'Klister e un raschietto: sull’altopiano la neve è spesso più ghiacciata che in valle.',
        'Panini con il formaggio bruno, il classico della Birken.',
      ),
      text('Come arrivare'),
      text(
        'Prendi il primo treno per Rena e la navetta fino alla partenza. Dallo stadio di Lillehammer il nostro negozio nella Storgata è a dieci minuti a piedi; lì puoi lasciare la borsa per la giornata.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'Di rifugio in rifugio attraverso il Rondane',
    hero_image: { alt: 'Un rifugio gestito del Rondane al tramonto' },
    excerpt:
      'Quattro giorni, tre rifugi e una crosta primaverile perfetta. Il nostro itinerario nel più antico parco nazionale della Norvegia.',
    body: [
      text(
        'Il Rondane è stato il primo parco nazionale della Norvegia e, ad aprile, quando le giornate sono lunghe e la neve gela in crosta al mattino, è fatto apposta per sci da escursionismo leggeri. L’associazione escursionistica norvegese segna un itinerario invernale tra i suoi rifugi con rami di betulla.',
      ),
      text('Il nostro itinerario'),
      items(
        'Da Mysuseter a Rondvassbu, 13 km lungo il lago.',
        'Da Rondvassbu a Bjørnhollia, 18 km attraverso il Langglupdalen.',
        'Da Bjørnhollia a Eldåbu, 20 km sull’altopiano.',
        'Da Eldåbu a Straumbu, 14 km scendendo la valle.',
      ),
      text('Sci per l’escursionismo primaverile'),
      text(
        'Avevamo sci da escursionismo con lamine metalliche e zona di tenuta con pelli. Sulla crosta le lamine tengono, e quando nel pomeriggio il sole la trasforma in pappa, le pelli fanno ancora presa senza sciolina.',
      ),
      text(
        'Controlla ogni giorno il bollettino valanghe su varsom.no e porta cartina e bussola: con la nebbia e la luce piatta l’itinerario segnato scompare.',
      ),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Sci nordico nella neve profonda di Hokkaido',
    hero_image: { alt: 'Bosco di betulle sepolto dalla neve vicino a Niseko' },
    excerpt:
      'Hokkaido è famosa per la polvere alpina. Con sci nordici larghi i suoi boschi sono altrettanto belli, e molto più tranquilli.',
    body: [
      text(
        'L’aria fredda della Siberia attraversa il Mar del Giappone e scarica la sua umidità su Hokkaido sotto forma di neve leggera e asciutta, spesso più di quindici metri a stagione. Gli sciatori alpini vanno agli impianti; i boschi ondulati in mezzo appartengono a chiunque abbia sci da escursionismo.',
      ),
      text('Dove andare'),
      text(
        'Intorno a Niseko, la pista nordica ai piedi del monte Annupuri si collega a strade forestali che salgono dolcemente tra betulle e querce. Più a est, la zona di Furano e le pendici del Daisetsuzan offrono valli lunghe e silenziose, con un onsen alla fine della giornata.',
      ),
      text('Cosa funziona nella neve profonda'),
      items(
        'Sci da fuoripista larghi con zona di tenuta a squame o con pelle: 68 mm al centro o più.',
        'Scarpa e attacco da fuoripista con una vera rigidità torsionale.',
        'Bastoncini lunghi con rotelle grandi da neve fresca.',
      ),
      text(
        'Le guide locali organizzano uscite nordiche di mezza giornata da Niseko e Furano per tutto l’inverno; il nostro team di Sapporo te ne consiglierà volentieri una.',
      ),
    ],
  },
  'summer-storage': {
    title: 'Sci in letargo: come conservarli d’estate',
    hero_image: { alt: 'Sci su un banco di sciolinatura nel laboratorio di una baita' },
    excerpt: 'Venti minuti ad aprile mantengono veloci le solette fino a novembre. La routine di conservazione di una skiwoman.',
    body: [
      text(
        'Il peggior nemico della soletta d’estate è l’aria. Una soletta asciutta e non protetta si ossida e diventa grigia, e una soletta ossidata non assorbe più bene la sciolina. Uno strato spesso di sciolina di protezione lo impedisce.',
      ),
      text('La routine'),
      items(
        'Togli tutta la sciolina di tenuta e il klister con il solvente e asciuga la zona di tenuta.',
        'Spazzola le zone di scorrimento con una spazzola in ottone per aprire la struttura.',
        'Stendi con il ferro uno strato spesso di sciolina di scorrimento morbida e non raschiarlo.',
        'Lega gli sci in punta e in coda senza schiacciare la camber.',
        'Conservali sdraiati o appesi, in un luogo fresco e asciutto, lontano dal sole.',
      ),
      text('Scarpe e bastoncini'),
      text(
        'Togli le scarpette interne e lasciale asciugare del tutto prima di riporle. Controlla punte e lacci dei bastoncini: l’estate è il momento di sostituire le punte consumate, non la prima mattina di neve.',
      ),
      text('In autunno raschia e spazzola la sciolina di protezione, e i tuoi sci saranno pronti per la prima neve.'),
    ],
  },
  'choosing-kick-wax': {
    title: 'Quale sciolina di tenuta? Leggi la neve',
    hero_image: { alt: 'Binari classici su un lago ghiacciato in una mattina fredda' },
    excerpt: 'La temperatura racconta solo metà della storia. Quanto è nuova o vecchia la neve decide tra sciolina dura e klister.',
    body: [
      text(
        'Le tabelle delle scioline partono dalla temperatura, ma due mattine a cinque gradi sotto zero possono richiedere scioline molto diverse. La neve nuova ha cristalli appuntiti che mordono la sciolina dura; la neve vecchia e trasformata ha grani rotondi su cui fanno presa solo una sciolina morbida o il klister.',
      ),
      text('Una regola semplice'),
      {
        caption: 'Sciolina di tenuta in base alla neve',
        head: ['Neve', 'Temperatura dell’aria', 'Sciolina'],
        rows: [
          ['Neve nuova e asciutta', 'Sotto −10 °C', 'Sciolina dura, verde'],
          ['Neve nuova', 'Da −10 a −2 °C', 'Sciolina dura, blu'],
          ['Neve nuova intorno allo zero', 'Da −2 a +1 °C', 'Sciolina dura, viola o rossa'],
          ['Neve vecchia a grana fine', 'Da −5 a 0 °C', 'Klister blu, strato sottile'],
          ['Binari ghiacciati o rigelati', 'Sotto 0 °C', 'Klister blu con klister universale sopra'],
          ['Neve primaverile bagnata e granulosa', 'Sopra 0 °C', 'Klister rosso o universale'],
        ],
      },
      text('Gli strati durano di più'),
      text(
        'Stendi prima con il ferro una base sottile, poi applica con il sughero da tre a cinque strati sottili di sciolina di tenuta. Strati sottili, ognuno ben lisciato, tengono meglio e durano più a lungo di uno spesso.',
      ),
      text(
        'Nel dubbio, parti troppo duro: puoi sempre aggiungere sopra una sciolina più morbida, ma una troppo morbida zoccola e va tolta.',
      ),
    ],
  },
  'when-to-stone-grind': {
    title: 'Quando serve una rettifica a pietra?',
    hero_image: { alt: 'Uno sci in rettifica a pietra nel laboratorio Loipe' },
    excerpt: 'Una rettifica nuova può far sembrare nuovo uno sci vecchio. Come capire quando è il momento e quale struttura chiedere.',
    body: [
      text(
        'La rettifica a pietra spiana la soletta e vi incide un disegno fine, la struttura. La struttura rompe il velo d’acqua tra soletta e neve, e la struttura giusta per la neve può dare più scorrimento di qualsiasi sciolina.',
      ),
      text('I segnali che è il momento'),
      items(
        'La soletta appare grigia e secca anche subito dopo la sciolinatura.',
        'Senti con l’unghia graffi o uno scalino lungo le lamine.',
        'Lo sci ha percorso più di 1.500 km dall’ultima rettifica.',
        'Uno sci che scorreva bene sembra lento con ogni neve.',
      ),
      text('Quale struttura?'),
      text(
        'Per la maggior parte degli sciatori basta una struttura universale. Gli agonisti con più paia scelgono una struttura fine per la neve fredda e nuova e una più grossa per la neve bagnata o vecchia. Nei nostri centri assistenza ti chiederanno dove e quando scii di più.',
      ),
      text('In inverno una rettifica richiede circa una settimana. Prenotala in autunno ed eviti l’attesa.'),
    ],
  },
};
