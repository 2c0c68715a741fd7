/** Italian: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Guida alle taglie',
    summary: 'Misura piede e mano e trova la tua taglia di scarpe, guanti e calze.',
    seo: {
      title: 'Guida alle taglie: scarpe, guanti e calze',
      description: 'Tabella delle misure delle scarpe con lunghezza del piede in cm, taglie EU, UK e US, e taglie di guanti e calze.',
    },
    body: [
      text('Misura il piede'),
      items(
        'Mettiti in piedi su un foglio di carta contro una parete, con le calze che usi per sciare.',
        'Segna la punta del dito più lungo e misura dalla parete al segno.',
        'Misura entrambi i piedi la sera, quando sono più grandi, e usa la misura maggiore.',
      ),
      text(
        'Le scarpe da fondo devono tenere bene il tallone e lasciare circa 1 cm davanti alle dita. Se sei tra due misure, scegli la più grande per classico ed escursionismo e la più piccola per skating e gara.',
      ),
      { caption: 'Scarpe adulto', head: ['EU', 'Lunghezza del piede (cm)', 'Mondopoint', 'UK', 'US uomo', 'US donna'] },
      { caption: 'Scarpe junior', head: ['EU', 'Lunghezza del piede (cm)', 'US bambino'] },
      text('Guanti'),
      text('Misura la circonferenza della mano appena sotto le nocche, senza il pollice.'),
      { caption: 'Guanti e muffole', head: ['Taglia', 'Circonferenza della mano (cm)'] },
      {
        caption: 'Calze',
        head: ['Taglia', 'Numero di scarpa EU'],
        rows: [
          ['36-38', 'da 36 a 38'],
          ['39-41', 'da 39 a 41'],
          ['42-44', 'da 42 a 44'],
          ['45-47', 'da 45 a 47'],
        ],
      },
      { link: { title: 'Scopri le scarpe' } },
    ],
  },
  'ski-length-guide': {
    title: 'Guida alla lunghezza di sci e bastoncini',
    summary: 'Quale lunghezza e rigidità di sci si adattano al tuo peso e quanto devono essere lunghi i bastoncini.',
    seo: {
      title: 'Guida alla lunghezza di sci e bastoncini',
      description:
        'Lunghezze degli sci classici e da skating in base al peso, da escursionismo in base all’altezza e formule per i bastoncini.',
    },
    body: [
      text(
        'Uno sci da fondo si sceglie prima di tutto in base al peso. La camber deve sostenere il tuo peso nella fase di scorrimento e schiacciarsi quando spingi. L’altezza decide solo all’interno dell’intervallo indicato dal peso.',
      ),
      text('Sci classici e da skating in base al peso'),
      {
        caption: 'Lunghezza consigliata',
        head: ['Peso (kg)', 'Classico (cm)', 'Skating (cm)', 'Rigidità'],
        rows: [
          ['40–50', '180–185', '165–172', 'Morbida'],
          ['50–60', '185–192', '172–177', 'Da morbida a media'],
          ['60–70', '192–197', '177–182', 'Media'],
          ['70–80', '197–202', '182–187', 'Da media a rigida'],
          ['80–90', '202–207', '187–192', 'Rigida'],
          ['oltre 90', '207–210', '192', 'Extra rigida'],
        ],
      },
      text('Formule rapide'),
      items(
        'Classico: la tua altezza più 20–30 cm, fino a 210 cm.',
        'Skating: la tua altezza più 10–15 cm, fino a 192 cm.',
        'Escursionismo con lamine metalliche: la tua altezza più 10–20 cm.',
        'Fuoripista: dalla tua altezza alla tua altezza più 10 cm; più corto curva meglio tra gli alberi.',
        'Bambini sotto gli 8 anni: circa la loro altezza. Junior più grandi: altezza più 10–15 cm (classico), più 5–10 cm (skating).',
      ),
      text(
        'Gli atleti scelgono la rigidità più alta del proprio intervallo per binari freddi e duri e quella più morbida per neve morbida o fresca. Nei nostri negozi misuriamo la camber mentre sei in piedi sullo sci.',
      ),
      text('Bastoncini'),
      {
        caption: 'Lunghezza dei bastoncini',
        head: ['Stile', 'Formula', 'Esempio per 180 cm'],
        rows: [
          ['Classico', 'altezza × 0,83', '150 cm'],
          ['Skating', 'altezza × 0,89', '160 cm'],
          ['Escursionismo e fuoripista', 'altezza × 0,80–0,85', '145–155 cm'],
        ],
      },
      text('Se sei tra due lunghezze, scegli la più corta per il classico e la più lunga per lo skating.'),
      { link: { title: 'Scopri gli sci' } },
      { link: { title: 'Scopri i bastoncini' } },
    ],
  },
  waxing: {
    title: 'Guida alla sciolinatura',
    summary: 'Sciolina di scorrimento, di tenuta, klister e cura delle pelli, passo dopo passo.',
    seo: {
      title: 'Come sciolinare gli sci da fondo',
      description: 'Sciolinatura di scorrimento, sciolina di tenuta e klister passo dopo passo, e cura di sci con pelli e a squame.',
    },
    body: [
      text('Sciolina di scorrimento (punta e coda, e sci da skating interi)'),
      items(
        'Pulisci la soletta con una spazzola in ottone, dalla punta alla coda, dieci passate.',
        'Regola il ferro alla temperatura indicata sulla sciolina; troppo caldo brucia la soletta.',
        'Fai gocciolare la sciolina lungo lo sci e stendila con passate lente e regolari, finché resta liquida 5 cm dietro il ferro.',
        'Lascia raffreddare lo sci almeno 15 minuti, o tutta la notte per una finitura più dura.',
        'Raschia con un raschietto di plastica ben affilato e pulisci la scanalatura con l’angolo del raschietto.',
        'Spazzola con una spazzola di nylon finché la soletta brilla, poi rifinisci con una in crine.',
      ),
      text('Sciolina di tenuta (zona di tenuta del classico)'),
      items(
        'Segna la zona di tenuta: dal tallone della scarpa fino a circa 50 cm davanti, o come regolato in negozio.',
        'Irruvidisci leggermente la zona con carta vetrata grana 120 e stendi con il ferro un sottile strato di base.',
        'Applica uno strato sottile di sciolina di tenuta e lisciala con il sughero.',
        'Aggiungi da tre a cinque strati sottili, passando il sughero su ognuno, e lascia raffreddare gli sci all’aperto prima di sciare.',
      ),
      text('Klister'),
      text(
        'Scalda il tubetto, stendi un sottile motivo a spina di pesce su ogni lato della scanalatura e distribuiscilo con la spatola o il palmo della mano. Lascialo fissare all’aperto per dieci minuti. Toglilo con il solvente dopo ogni uscita.',
      ),
      text('Sci con pelli e a squame'),
      text(
        'Le pelli non hanno bisogno di sciolina di tenuta. Puliscile con l’apposito detergente ogni poche uscite e trattale con uno spray perché non zoccolino. Negli sci a squame si sciolinano solo le zone di scorrimento; uno spray di tenuta aiuta con la neve bagnata.',
      ),
      { link: { title: 'Scopri scioline e attrezzi' } },
      { link: { title: 'Contatta il nostro team tecnico' } },
    ],
  },
  warranty: {
    title: 'Garanzia',
    summary: 'Due anni su materiali e lavorazione, e come presentare una richiesta.',
    seo: {
      title: 'Garanzia Loipe',
      description: 'Cosa copre la garanzia Loipe di due anni, cosa non copre e come presentare una richiesta.',
    },
    body: [
      text(
        'Ogni sci, scarpa, attacco e bastoncino Loipe è garantito per due anni dalla data di acquisto contro i difetti di materiali e di lavorazione. Se il diritto dei consumatori del tuo paese ti riconosce diritti più ampi, valgono quelli.',
      ),
      text('Cosa è coperto'),
      items(
        'La delaminazione della superficie, della fiancata o della soletta.',
        'La perdita di camber nella prima stagione di uso normale.',
        'Suole scollate e cuciture rotte sulle scarpe.',
        'Parti degli attacchi che si rompono con un uso normale.',
        'Tubi dei bastoncini che si rompono senza cadute o urti.',
      ),
      text('Cosa non è coperto'),
      items(
        'Graffi, colpi all’anima e danni alle lamine causati da sassi, ghiaia o strade.',
        'Sci rotti in una caduta o in una collisione, e bastoncini calpestati o incastrati.',
        'L’usura normale: suole consumate, colori sbiaditi, pelli consumate.',
        'Danni da calore, come una soletta bruciata dal ferro o una scarpa asciugata sulla stufa.',
      ),
      text('Sostituzione per rottura'),
      text(
        'Hai rotto uno sci cadendo nella sua prima stagione? Inviaci i pezzi con lo scontrino e avrai il 30% di sconto su un paio nuovo dello stesso modello.',
      ),
      text('Come presentare una richiesta'),
      items(
        'Scatta foto nitide del danno e del numero di serie sullo sci o sulla scarpa.',
        'Se hai acquistato da un rivenditore, riportagli il prodotto con lo scontrino. Se hai acquistato online, contatta il nostro servizio clienti.',
        'Valutiamo la richiesta entro cinque giorni lavorativi e ripariamo, sostituiamo o rimborsiamo il prodotto.',
      ),
      { link: { title: 'Contatta il servizio clienti' } },
    ],
  },
  returns: {
    title: 'Spedizioni e resi',
    summary: '30 giorni per restituire gli articoli non usati, gratis negli Stati Uniti, in Canada e in Norvegia.',
    seo: {
      title: 'Spedizioni e resi',
      description: 'Tempi di consegna, soglie per la spedizione gratuita e come restituire un ordine a Loipe.',
    },
    body: [
      text('Spedizioni'),
      {
        caption: 'Consegna',
        head: ['Negozio', 'Tempi di consegna', 'Spedizione gratuita da'],
        rows: [
          ['Stati Uniti', '2–5 giorni lavorativi', '150 $'],
          ['Canada', '3–6 giorni lavorativi', '200 CAD'],
          ['Norvegia', '1–3 giorni lavorativi', '1.500 NOK'],
        ],
      },
      text(
        'Gli ordini partono entro due giorni lavorativi. Ricevi un link di tracciamento via e-mail appena il pacco lascia il nostro magazzino.',
      ),
      text('Resi'),
      text(
        'Hai 30 giorni dalla consegna per restituire gli articoli non usati, nella confezione originale e con tutte le etichette. I resi sono gratuiti negli Stati Uniti, in Canada e in Norvegia.',
      ),
      items(
        'Accedi e apri l’ordine nel tuo account, oppure contatta il servizio clienti se hai ordinato come ospite.',
        'Scegli gli articoli da restituire e stampa l’etichetta prepagata.',
        'Imballa bene gli articoli e consegna il pacco in un ufficio postale o punto di ritiro.',
      ),
      text(
        'Rimborsiamo sul metodo di pagamento originale entro cinque giorni lavorativi dal ricevimento del pacco. Ti serve un’altra taglia o lunghezza? Restituisci l’articolo ed effettua un nuovo ordine: è il modo più rapido.',
      ),
      text('Articoli che non possiamo ritirare'),
      items(
        'Sci sciolinati, montati con attacchi o rettificati su richiesta.',
        'Scioline e klister aperti.',
        'Calze e altri articoli igienici con il sigillo aperto.',
      ),
      text(
        'Hai acquistato da un rivenditore? Restituisci l’articolo nel negozio in cui l’hai comprato; valgono le sue condizioni di reso.',
      ),
      { link: { title: 'Trova il tuo rivenditore' } },
    ],
  },
  contact: {
    title: 'Contattaci',
    summary: 'Telefono, e-mail e orari del nostro servizio clienti in ogni regione.',
    seo: { title: 'Contatta Loipe', description: 'Come raggiungere il servizio clienti Loipe per telefono o e-mail nella tua regione.' },
    body: [
      text(
        'Anche il nostro servizio clienti scia: chiedici di taglie, sciolinatura, ordini, resi o garanzia. Rispondiamo alle e-mail entro un giorno lavorativo.',
      ),
      {
        caption: 'Servizio clienti per regione (ora locale)',
        head: ['Ufficio', 'Telefono', 'E-mail', 'Orari'],
        rows: contactRows({ mon: 'lun', tue: 'mar', wed: 'mer', thu: 'gio', fri: 'ven', sat: 'sab', sun: 'dom' }),
      },
      text('Sede centrale'),
      text(
        'Loipe AS, Storgata 84, 2615 Lillehammer, Norvegia. Il nostro negozio principale è al piano terra ed è aperto tutti i giorni in inverno.',
      ),
      text('Prima di scrivere'),
      items(
        'Per un ordine, tieni a portata di mano il numero d’ordine; lo trovi nell’e-mail di conferma.',
        'Per una richiesta in garanzia, allega foto del danno e del numero di serie.',
        'Per domande sull’account pro, scrivi a pro@loipe.com.',
      ),
      { link: { title: 'Garanzia' } },
      { link: { title: 'Spedizioni e resi' } },
    ],
  },
};
