/** Norwegian: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Forside',
    seo: {
      title: 'Loipe | Langrennsski, støvler og staver fra Lillehammer',
      description: 'Klassisk-, skøyte- og fjellski, støvler, bindinger og staver, utviklet og testet på Lillehammer siden 1987.',
    },
    body: [
      {},
      { title: 'Nytt denne vinteren' },
      {
        title: 'Handle etter kategori',
        cards: [
          { title: 'Ski', text: 'Klassisk, skøyting, tur og fjell.', link: { title: 'Se ski' } },
          { title: 'Støvler', text: 'Varme, stive der det teller, myke der de skal være.', link: { title: 'Se støvler' } },
          { title: 'Bindinger', text: 'Step-in-bindinger for alle støvler og stiler.', link: { title: 'Se bindinger' } },
          { title: 'Staver', text: 'Konkurransestaver i karbon og solide turstaver.', link: { title: 'Se staver' } },
          { title: 'Tilbehør', text: 'Smøring, hansker, bager og alt imellom.', link: { title: 'Se tilbehør' } },
        ],
      },
      {},
      { title: 'Støvler for hvert steg' },
      {},
      { title: 'Fra journalen' },
      { title: 'Team Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'Om Loipe',
    seo: {
      title: 'Om Loipe',
      description: 'Hvordan et skiverksted på Lillehammer ble Loipe: historien vår, testrunden på Sjusjøen og hvordan vi bygger ski.',
    },
    body: [
      {},
      {
        content: [
          text('Historien vår'),
          text(
            'Navnet Loipe kommer av «løype», slik verden har lånt ordet fra norsk. I 1987 begynte Kari og Anders Haugen å presse turski av tre i en låve ovenfor Lillehammer, til venner som gikk Birkebeinerrennet hver mars. Ryktet gikk langs løypa, og til OL i 1994 var låven blitt et verksted i Storgata med tolv ansatte.',
          ),
          text(
            'I dag designer, bygger og tester rundt nitti mennesker Loipe-utstyret. Skiene presses fortsatt på Lillehammer; støvlene lages hos partnere i Estland og Italia, på våre lester og etter våre spesifikasjoner.',
          ),
          text('Testet på Sjusjøen'),
          text(
            'Hver ski vi selger har gått minst 300 km på testrunden vår på Sjusjøen, tjue minutter opp i lia fra verkstedet. Vi måler glid på den samme 400 meter lange strekningen hver morgen fra november til april, i alt føret fjellet gir oss, og vi endrer bare en ski når stoppeklokka sier at den er bedre.',
          ),
          text('Slik bygger vi'),
          items(
            'Trekjerner av FSC-sertifisert norsk gran og bjørk, kombinert med en bikubetupp for lav svingvekt.',
            'Såler slipt i eget verksted: kulde-, universal- og våtsnøstruktur for hver skimodell.',
            'Fluorfri smøring og såleprodukter i hele sortimentet siden 2020.',
            'Reparasjonsservice i alle regioner, så en knekt tupp eller en slitt såle ikke betyr et nytt par ski.',
          ),
          text('En god ski forsvinner under føttene dine. Du merker bare løypa.'),
          text('Kari Haugen, medgrunnlegger'),
          { link: { title: 'Besøk en Loipe-butikk' } },
        ],
      },
    ],
  },
  psia: {
    title: 'PSIA-medlemmer',
    seo: {
      title: 'Loipe for PSIA-AASI-medlemmer',
      description: 'Langrennsinstruktører i PSIA-AASI får Loipe Pro-priser, testski på kurs og tidlig tilgang til nye modeller.',
    },
    body: [
      {},
      {
        content: [
          text('Et samarbeid for langrennsinstruktører'),
          text(
            'Loipe er offisiell langrennspartner for Professional Ski Instructors of America og American Association of Snowboard Instructors (PSIA-AASI). Gjennom samarbeidet underviser og trener sertifiserte og registrerte medlemmer på Loipe-utstyr til medlemspriser.',
          ),
          text('Dette får medlemmene'),
          items(
            'Loipe Pro-priser på ski, støvler, bindinger og staver, opp til det årlige pro-budsjettet.',
            'Testski i klassisk og skøyting på PSIAs langrennskurs og eksamener i alle divisjoner.',
            'Tidlig tilgang til nye modeller hver høst, før de kommer i butikkene.',
            'Gratis steinsliping én gang per sesong ved Loipes serviceverksteder i USA.',
          ),
          text('Slik blir du med'),
          items(
            'Logg inn på PSIA-AASIs medlemsportal og kopier Loipe pro-koden din fra siden «Partner Offers».',
            'Opprett en Loipe Pro-konto og skriv inn koden sammen med PSIA-medlemsnummeret ditt.',
            'Pro-prisene gjelder så snart koden er godkjent, vanligvis innen én virkedag.',
          ),
          text('Medlemskapet må være gyldig. Vi sjekker medlemsstatus med PSIA-AASI ved starten av hver sesong.'),
          { link: { title: 'Opprett pro-konto' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro: utstyr for dem som jobber på snøen',
      description: 'Pro-priser for skiinstruktører, trenere, skipatruljer og butikkansatte, med et pro-budsjett på kontoen din.',
    },
    body: [
      {},
      {
        content: [
          text('Hvem kan bli med'),
          items(
            'Sertifiserte eller registrerte langrennsinstruktører (PSIA-AASI, CANSI, Norges Skiforbunds instruktørkurs, DSV, ESF og tilsvarende nasjonale organisasjoner).',
            'Trenere med lisens fra et nasjonalt skiforbund, og hovedtrenerne i klubbene deres.',
            'Profesjonelle og frivillige skipatruljer med gyldig patruljekort.',
            'Ansatte hos autoriserte Loipe-forhandlere og serviceverksteder, og smørere for landslag.',
          ),
          text('Slik fungerer pro-prisene'),
          text(
            'Når søknaden din er godkjent, ser du alle produkter til pro-pris så lenge du er logget inn. Pro-prisene gjelder bestillinger til eget bruk på snøen og kan ikke kombineres med andre tilbud.',
          ),
          text('Pro-budsjettet'),
          text(
            'Hver pro-konto har et årlig budsjett, 3 000 i butikkvalutaen din med mindre avtalen din sier noe annet. Oversikten på kontoen viser hva du har brukt til pro-pris dette pro-året, hvor mye som er igjen og hvilken dato pro-statusen din går ut.',
          ),
          items(
            'Pro-året går fra 1. juli til 30. juni. Budsjettet nullstilles 1. juli.',
            'Bestillinger teller mot budsjettet når de sendes; returnerte varer legges tilbake til det som er igjen.',
            'Hvis en bestilling går over budsjettet, betaler du ordinær pris for delen over.',
            'Forny før datoen i oversikten for å beholde pro-prisene uten opphold.',
          ),
          text('Søk'),
          text(
            'Søk med pro-koden fra forbundet eller arbeidsgiveren din og dokumentasjon på rollen din. Vi behandler alle søknader innen tre virkedager.',
          ),
          { link: { title: 'Søk om Loipe Pro' } },
          { link: { title: 'Spørsmål? Kontakt pro-støtte' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Stilark',
    seo: { title: 'Stilark', description: 'Skrift, farger, knapper, lister og tabeller i Loipe-butikken på én side.' },
    body: [
      {
        content: [
          text('Overtittelen står over en overskrift'),
          text('Overskrift to: løypa foran oss'),
          text('Overskrift tre: fraspark, glid, gjenta'),
          text(
            'Brødteksten er satt for lang lesing: behagelig linjelengde, romslig linjeavstand og nok kontrast til å lese i skarpt snølys på mobilen.',
          ),
          text('Et sitat skiller seg ut fra brødteksten.'),
          items('Et punkt i en liste', 'Et andre punkt som er langt nok til å bryte over på neste linje på mobilen', 'Et tredje punkt'),
          items('Første steg', 'Andre steg', 'Tredje steg'),
          {
            caption: 'Fargepalett',
            head: ['Navn', 'Bruk', 'Hex'],
            rows: [
              ['Fjord', 'Hovedtekst og knapper', '#12324A'],
              ['Snø', 'Sidebakgrunn', '#FAFBFC'],
              ['Bjørk', 'Rammer og linjer', '#D9DDE1'],
              ['Tyttebær', 'Salgspriser og varsler', '#B3261E'],
              ['Gran', 'Bekreftelser og lagerstatus', '#2E6B4F'],
            ],
          },
          { link: { title: 'En lenke i teksten' } },
        ],
      },
      {},
      { title: 'Produktrutenett' },
    ],
  },
  'test-store': {
    title: 'Test ski før du kjøper',
    seo: {
      title: 'Loipe-testarrangementer: prøv skiene våre på snø',
      description: 'Datoer og steder for Loipe-testarrangementer, der du gratis kan prøve alle modellene i kolleksjonen før du kjøper.',
    },
    body: [
      {},
      {
        content: [
          text(
            'På et Loipe-testarrangement kan du låne hvilken som helst ski i kolleksjonen, i din lengde og med riktig festesone, så mange runder du vil. Ta med egne støvler eller lån våre. Testingen er gratis; vi ber bare om gyldig legitimasjon.',
          ),
          {
            caption: 'Testarrangementer vinteren 2026/27',
            head: ['Dato', 'Sted', 'Land', 'Hva du kan teste'],
            rows: [
              ['28.–29. november', 'Sjusjøen Skisenter', 'Norge', 'Hele kolleksjonen'],
              ['6. desember', 'Holmenkollen, Oslo', 'Norge', 'Konkurranse og skøyting'],
              ['13. desember', 'Trapp Family Lodge, Stowe', 'USA', 'Klassisk og tur'],
              ['20. desember', 'Canmore Nordic Centre', 'Canada', 'Hele kolleksjonen'],
              ['10. januar', 'Seefeld in Tirol', 'Østerrike', 'Klassisk og skøyting'],
              ['17. januar', 'Davos Nordic', 'Sveits', 'Konkurranse og skøyting'],
              ['24. januar', 'Les Saisies', 'Frankrike', 'Hele kolleksjonen'],
              ['31. januar', 'Val di Fiemme, Lago di Tesero', 'Italia', 'Klassisk og skøyting'],
              ['7. februar', 'Niseko Nordic Course', 'Japan', 'Tur og fjell'],
            ],
          },
          text('Før du kommer'),
          items(
            'Vit hva du veier: vi tilpasser stivheten på skiene etter vekten din på stedet.',
            'Kle deg for to timer ute; testløypene er 3 til 5 km.',
            'Ta vare på kvitteringen fra arrangementet: kjøper du skiene du testet innen 30 dager, smører vi dem gratis.',
          ),
          { link: { title: 'Finn nærmeste butikk' } },
        ],
      },
    ],
  },
};
