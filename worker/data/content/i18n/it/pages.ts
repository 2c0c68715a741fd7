/** Italian: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Home',
    seo: {
      title: 'Loipe | Sci nordici, scarpe e bastoncini da Lillehammer',
      description: 'Sci classici, da skating e da fuoripista, scarpe, attacchi e bastoncini, progettati e testati a Lillehammer dal 1987.',
    },
    body: [
      {},
      { title: 'Novità di quest’inverno' },
      {
        title: 'Acquista per categoria',
        cards: [
          { title: 'Sci', text: 'Classico, skating, escursionismo e fuoripista.', link: { title: 'Scopri gli sci' } },
          { title: 'Scarpe', text: 'Calde, rigide dove serve, morbide dove devono esserlo.', link: { title: 'Scopri le scarpe' } },
          { title: 'Attacchi', text: 'Attacchi automatici per ogni scarpa e ogni stile.', link: { title: 'Scopri gli attacchi' } },
          {
            title: 'Bastoncini',
            text: 'Bastoncini da gara in carbonio e robusti bastoncini da escursione.',
            link: { title: 'Scopri i bastoncini' },
          },
          { title: 'Accessori', text: 'Sciolina, guanti, borse e tutto il resto.', link: { title: 'Scopri gli accessori' } },
        ],
      },
      {},
      { title: 'Scarpe per ogni passo' },
      {},
      { title: 'Dal journal' },
      { title: 'Team Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'Chi è Loipe',
    seo: {
      title: 'Chi è Loipe',
      description:
        'Come un laboratorio di sci a Lillehammer è diventato Loipe: la nostra storia, l’anello di test di Sjusjøen e il nostro modo di costruire.',
    },
    body: [
      {},
      {
        content: [
          text('La nostra storia'),
          text(
            'Loipe viene da «løype», la parola norvegese per una pista da fondo battuta. Nel 1987 Kari e Anders Haugen iniziarono a pressare sci da escursione in legno in un fienile sopra Lillehammer, per gli amici che ogni marzo correvano la Birkebeiner. La voce si sparse lungo la pista e, alle Olimpiadi invernali del 1994, il fienile era diventato un laboratorio con dodici persone nella Storgata.',
          ),
          text(
            'Oggi circa novanta persone progettano, costruiscono e testano l’attrezzatura Loipe. Gli sci vengono ancora pressati a Lillehammer; le scarpe sono prodotte da partner in Estonia e in Italia, sulle nostre forme e secondo le nostre specifiche.',
          ),
          text('Testati a Sjusjøen'),
          text(
            'Ogni sci che vendiamo ha percorso almeno 300 km sul nostro anello di test di Sjusjøen, venti minuti sopra il laboratorio. Da novembre ad aprile misuriamo lo scorrimento ogni mattina sullo stesso tratto di 400 m, con ogni neve che l’altopiano ci offre, e modifichiamo uno sci solo quando il cronometro dice che è migliore.',
          ),
          text('Come costruiamo'),
          items(
            'Anime in legno di abete e betulla norvegesi certificati FSC, abbinate a una punta a nido d’ape per ridurre il peso in movimento.',
            'Solette rettificate nel nostro laboratorio: strutture per neve fredda, universale e bagnata per ogni modello.',
            'Scioline e trattamenti per soletta senza fluoro su tutta la gamma dal 2020.',
            'Un servizio di riparazione in ogni regione, perché una punta rotta o una soletta consumata non significhino un paio nuovo.',
          ),
          text('Un buon sci scompare sotto i piedi. Senti solo la pista.'),
          text('Kari Haugen, cofondatrice'),
          { link: { title: 'Visita un negozio Loipe' } },
        ],
      },
    ],
  },
  psia: {
    title: 'Soci PSIA',
    seo: {
      title: 'Loipe per i soci PSIA-AASI',
      description: 'I maestri nordici PSIA-AASI ottengono i prezzi Loipe Pro, sci da test ai corsi e accesso anticipato ai nuovi modelli.',
    },
    body: [
      {},
      {
        content: [
          text('Una partnership per i maestri di sci nordico'),
          text(
            'Loipe è partner nordico ufficiale di Professional Ski Instructors of America e di American Association of Snowboard Instructors (PSIA-AASI). Grazie alla partnership, i soci certificati e registrati insegnano e si allenano con attrezzatura Loipe a prezzi riservati.',
          ),
          text('Cosa ricevono i soci'),
          items(
            'I prezzi Loipe Pro su sci, scarpe, attacchi e bastoncini, entro il budget pro annuale.',
            'Flotte di sci classici e da skating da provare ai corsi e agli esami nordici PSIA di ogni divisione.',
            'Accesso anticipato ai nuovi modelli ogni autunno, prima che arrivino nei negozi.',
            'Una rettifica della soletta gratuita a stagione nei centri assistenza Loipe negli Stati Uniti.',
          ),
          text('Come aderire'),
          items(
            'Accedi al portale soci PSIA-AASI e copia il tuo codice pro Loipe dalla pagina «Partner Offers».',
            'Crea un account Loipe Pro e inserisci il codice insieme al tuo numero di socio PSIA.',
            'I prezzi pro sono attivi non appena il codice viene accettato, di solito entro un giorno lavorativo.',
          ),
          text('L’iscrizione deve essere valida. Verifichiamo lo stato dei soci con PSIA-AASI all’inizio di ogni stagione.'),
          { link: { title: 'Crea il tuo account pro' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro: attrezzatura per chi lavora sulla neve',
      description:
        'Prezzi pro per maestri di sci, allenatori, soccorritori e personale dei negozi, con il monitoraggio della spesa nel tuo account.',
    },
    body: [
      {},
      {
        content: [
          text('Chi può aderire'),
          items(
            'Maestri di sci nordico abilitati o registrati (PSIA-AASI, CANSI, corsi della Federazione norvegese di sci, DSV, ESF e organismi nazionali equivalenti).',
            'Allenatori con licenza di una federazione sciistica nazionale e gli allenatori capo dei loro sci club.',
            'Soccorritori sulle piste, professionisti e volontari, con tesserino valido.',
            'Personale dei rivenditori e dei centri assistenza autorizzati Loipe, e skiman delle squadre nazionali.',
          ),
          text('Come funzionano i prezzi pro'),
          text(
            'Una volta approvata la candidatura, vedi ogni prodotto a prezzo pro finché hai effettuato l’accesso. I prezzi pro valgono per ordini a uso personale sulla neve e non si cumulano con altre offerte.',
          ),
          text('Il monitoraggio della spesa'),
          text(
            'Ogni account pro ha un budget annuale di 3.000 nella valuta del tuo negozio, salvo diverso accordo. Il riepilogo nel tuo account mostra quanto hai speso a prezzo pro in quest’anno pro, quanto ti resta e la data di scadenza del tuo stato pro.',
          ),
          items(
            'L’anno pro va dal 1° luglio al 30 giugno. Il contatore si azzera il 1° luglio.',
            'Gli ordini contano sul budget al momento della spedizione; gli articoli resi vengono riaccreditati.',
            'Se un ordine supera il budget, la parte eccedente viene addebitata al prezzo normale.',
            'Rinnova prima della data indicata per mantenere i prezzi pro senza interruzioni.',
          ),
          text('Candidati'),
          text(
            'Candidati con il codice pro della tua associazione o del tuo datore di lavoro e un documento che attesti il tuo ruolo. Esaminiamo ogni candidatura entro tre giorni lavorativi.',
          ),
          { link: { title: 'Candidati a Loipe Pro' } },
          { link: { title: 'Domande? Contatta l’assistenza pro' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Style tile',
    seo: { title: 'Style tile', description: 'Caratteri, colori, pulsanti, elenchi e tabelle dello shop Loipe in una sola pagina.' },
    body: [
      {
        content: [
          text('L’occhiello sta sopra un titolo'),
          text('Titolo due: la pista davanti a noi'),
          text('Titolo tre: spinta, scorrimento, ripeti'),
          text(
            'Il testo è composto per la lettura lunga: una lunghezza di riga comoda, un’interlinea generosa e abbastanza contrasto per leggerlo sul telefono nella luce intensa della neve.',
          ),
          text('Una citazione si distingue dal testo.'),
          items('Una voce di elenco', 'Una seconda voce abbastanza lunga da andare a capo sul telefono', 'Una terza voce'),
          items('Primo passo', 'Secondo passo', 'Terzo passo'),
          {
            caption: 'Tavolozza dei colori',
            head: ['Nome', 'Uso', 'Hex'],
            rows: [
              ['Fiordo', 'Testo principale e pulsanti', '#12324A'],
              ['Neve', 'Sfondo della pagina', '#FAFBFC'],
              ['Betulla', 'Bordi e filetti', '#D9DDE1'],
              ['Mirtillo rosso', 'Prezzi scontati e avvisi', '#B3261E'],
              ['Abete', 'Messaggi di conferma e disponibilità', '#2E6B4F'],
            ],
          },
          { link: { title: 'Un link nel testo' } },
        ],
      },
      {},
      { title: 'Griglia prodotti' },
    ],
  },
  'test-store': {
    title: 'Prova gli sci prima di acquistarli',
    seo: {
      title: 'Test Loipe: prova i nostri sci sulla neve',
      description: 'Date e luoghi dei test Loipe, dove puoi provare gratuitamente ogni modello della collezione prima di acquistarlo.',
    },
    body: [
      {},
      {
        content: [
          text(
            'A un test Loipe puoi prendere in prestito qualsiasi sci della collezione, nella tua lunghezza e con la zona di tenuta giusta, per tutti i giri che vuoi. Porta le tue scarpe o usa le nostre. Il test è gratuito; chiediamo solo un documento d’identità.',
          ),
          {
            caption: 'Test, inverno 2026/27',
            head: ['Data', 'Luogo', 'Paese', 'Cosa provare'],
            rows: [
              ['28–29 novembre', 'Sjusjøen Skisenter', 'Norvegia', 'Tutta la collezione'],
              ['6 dicembre', 'Holmenkollen, Oslo', 'Norvegia', 'Gara e skating'],
              ['13 dicembre', 'Trapp Family Lodge, Stowe', 'Stati Uniti', 'Classico ed escursionismo'],
              ['20 dicembre', 'Canmore Nordic Centre', 'Canada', 'Tutta la collezione'],
              ['10 gennaio', 'Seefeld in Tirol', 'Austria', 'Classico e skating'],
              ['17 gennaio', 'Davos Nordic', 'Svizzera', 'Gara e skating'],
              ['24 gennaio', 'Les Saisies', 'Francia', 'Tutta la collezione'],
              ['31 gennaio', 'Val di Fiemme, Lago di Tesero', 'Italia', 'Classico e skating'],
              ['7 febbraio', 'Niseko Nordic Course', 'Giappone', 'Escursionismo e fuoripista'],
            ],
          },
          text('Prima di venire'),
          items(
            'Conosci il tuo peso: scegliamo sul posto la rigidità dello sci in base a quello.',
            'Vestiti per due ore all’aperto; gli anelli di test sono lunghi da 3 a 5 km.',
            'Conserva la ricevuta del test: se acquisti lo sci provato entro 30 giorni, lo sciolinamo gratis.',
          ),
          { link: { title: 'Trova il negozio più vicino' } },
        ],
      },
    ],
  },
};
