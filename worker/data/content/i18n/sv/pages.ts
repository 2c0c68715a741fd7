/** Swedish: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Start',
    seo: {
      title: 'Loipe | Längdskidor, pjäxor och stavar från Lillehammer',
      description:
        'Klassiska skidor, skateskidor och fjällskidor, pjäxor, bindningar och stavar, utvecklade och testade i Lillehammer sedan 1987.',
    },
    body: [
      {},
      { title: 'Nytt i vinter' },
      {
        title: 'Handla efter kategori',
        cards: [
          { title: 'Skidor', text: 'Klassiskt, skate, tur och fjäll.', link: { title: 'Se skidor' } },
          { title: 'Pjäxor', text: 'Varma, styva där det behövs, mjuka där de ska vara.', link: { title: 'Se pjäxor' } },
          { title: 'Bindningar', text: 'Automatbindningar för alla pjäxor och stilar.', link: { title: 'Se bindningar' } },
          { title: 'Stavar', text: 'Tävlingsstavar i kolfiber och tåliga turstavar.', link: { title: 'Se stavar' } },
          { title: 'Tillbehör', text: 'Valla, handskar, väskor och allt däremellan.', link: { title: 'Se tillbehör' } },
        ],
      },
      {},
      { title: 'Pjäxor för varje steg' },
      {},
      { title: 'Från journalen' },
      { title: 'Team Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'Om Loipe',
    seo: {
      title: 'Om Loipe',
      description: 'Hur en skidverkstad i Lillehammer blev Loipe: vår historia, vår testslinga vid Sjusjøen och hur vi bygger skidor.',
    },
    body: [
      {},
      {
        content: [
          text('Vår historia'),
          text(
            'Loipe kommer av «løype», det norska ordet för ett preparerat längdspår. 1987 började Kari och Anders Haugen pressa turskidor av trä i en lada ovanför Lillehammer, åt vänner som åkte Birkebeinerrennet varje mars. Ryktet spred sig längs spåret, och till vinter-OS 1994 hade ladan blivit en verkstad med tolv anställda på Storgata.',
          ),
          text(
            'I dag designar, bygger och testar ett nittiotal personer Loipes utrustning. Skidorna pressas fortfarande i Lillehammer; pjäxorna tillverkas av partner i Estland och Italien, på våra läster och efter våra specifikationer.',
          ),
          text('Testat vid Sjusjøen'),
          text(
            'Varje skida vi säljer har åkt minst 300 km på vår testslinga vid Sjusjøen, tjugo minuter upp från verkstaden. Från november till april mäter vi glidet varje morgon på samma 400 meter långa sträcka, i alla förhållanden fjället bjuder på, och vi ändrar bara en skida när tidtagaruret säger att den är bättre.',
          ),
          text('Så bygger vi'),
          items(
            'Träkärnor av FSC-certifierad norsk gran och björk, kombinerade med en spets i bikakestruktur för låg svängvikt.',
            'Sulor slipade i egen verkstad: struktur för kall, universell och blöt snö till varje modell.',
            'Fluorfria vallor och sulbehandlingar i hela sortimentet sedan 2020.',
            'Reparationsservice i alla regioner, så att en bruten spets eller en sliten sula inte betyder ett nytt par skidor.',
          ),
          text('En bra skida försvinner under fötterna. Du märker bara spåret.'),
          text('Kari Haugen, medgrundare'),
          { link: { title: 'Besök en Loipe-butik' } },
        ],
      },
    ],
  },
  psia: {
    title: 'PSIA-medlemmar',
    seo: {
      title: 'Loipe för PSIA-AASI-medlemmar',
      description: 'Längdinstruktörer i PSIA-AASI får Loipe Pro-priser, testskidor på kurser och tidig tillgång till nya modeller.',
    },
    body: [
      {},
      {
        content: [
          text('Ett samarbete för längdinstruktörer'),
          text(
            'Loipe är officiell längdpartner till Professional Ski Instructors of America och American Association of Snowboard Instructors (PSIA-AASI). Genom samarbetet undervisar och tränar certifierade och registrerade medlemmar på Loipes utrustning till medlemspriser.',
          ),
          text('Det här får medlemmarna'),
          items(
            'Loipe Pro-priser på skidor, pjäxor, bindningar och stavar, upp till den årliga pro-budgeten.',
            'Testskidor i klassiskt och skate på PSIA:s längdkurser och examinationer i alla divisioner.',
            'Tidig tillgång till nya modeller varje höst, innan de når butikerna.',
            'En gratis stenslipning per säsong på Loipes serviceverkstäder i USA.',
          ),
          text('Så går du med'),
          items(
            'Logga in på PSIA-AASI:s medlemsportal och kopiera din Loipe pro-kod från sidan ”Partner Offers”.',
            'Skapa ett Loipe Pro-konto och ange koden tillsammans med ditt PSIA-medlemsnummer.',
            'Dina pro-priser gäller så snart koden har godkänts, oftast inom en arbetsdag.',
          ),
          text('Medlemskapet måste vara giltigt. Vi kontrollerar medlemsstatus med PSIA-AASI i början av varje säsong.'),
          { link: { title: 'Skapa ditt pro-konto' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro: utrustning för dem som arbetar på snön',
      description: 'Pro-priser för skidlärare, tränare, pistörer och butikspersonal, med en pro-budget på ditt konto.',
    },
    body: [
      {},
      {
        content: [
          text('Vem kan gå med'),
          items(
            'Certifierade eller registrerade längdskidlärare (PSIA-AASI, CANSI, Norges Skiforbunds instruktörskurser, DSV, ESF och motsvarande nationella organisationer).',
            'Tränare med licens från ett nationellt skidförbund, och huvudtränarna i deras klubbar.',
            'Professionella och frivilliga pistörer med giltigt patrullkort.',
            'Personal hos auktoriserade Loipe-återförsäljare och serviceverkstäder, och vallare för landslag.',
          ),
          text('Så fungerar pro-priserna'),
          text(
            'När din ansökan har godkänts ser du alla produkter till pro-pris så länge du är inloggad. Pro-priserna gäller beställningar för eget bruk på snön och kan inte kombineras med andra erbjudanden.',
          ),
          text('Pro-budgeten'),
          text(
            'Varje pro-konto har en årlig budget på 3 000 i din butiksvaluta, om inte ditt avtal säger något annat. Översikten på ditt konto visar hur mycket du har handlat för till pro-pris under pro-året, hur mycket som återstår och när din pro-status går ut.',
          ),
          items(
            'Pro-året löper från 1 juli till 30 juni. Budgeten nollställs den 1 juli.',
            'Beställningar räknas mot budgeten när de skickas; returnerade varor läggs tillbaka till det som återstår.',
            'Om en beställning går över budgeten betalar du ordinarie pris för delen över.',
            'Förnya före datumet i översikten för att behålla pro-priserna utan avbrott.',
          ),
          text('Ansök'),
          text(
            'Ansök med pro-koden från ditt förbund eller din arbetsgivare och ett intyg om din roll. Vi går igenom varje ansökan inom tre arbetsdagar.',
          ),
          { link: { title: 'Ansök om Loipe Pro' } },
          { link: { title: 'Frågor? Kontakta pro-supporten' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Stilguide',
    seo: { title: 'Stilguide', description: 'Typsnitt, färger, knappar, listor och tabeller i Loipes butik på en sida.' },
    body: [
      {
        content: [
          text('Överrubriken står ovanför en rubrik'),
          text('Rubrik två: spåret framför oss'),
          text('Rubrik tre: frånskjut, glid, upprepa'),
          text(
            'Brödtexten är satt för långläsning: bekväm radlängd, generöst radavstånd och tillräcklig kontrast för att läsa i starkt snöljus på mobilen.',
          ),
          text('Ett citat sticker ut från brödtexten.'),
          items('En punkt i en lista', 'En andra punkt som är lång nog att bryta till nästa rad på mobilen', 'En tredje punkt'),
          items('Första steget', 'Andra steget', 'Tredje steget'),
          {
            caption: 'Färgpalett',
            head: ['Namn', 'Användning', 'Hex'],
            rows: [
              ['Fjord', 'Brödtext och knappar', '#12324A'],
              ['Snö', 'Sidbakgrund', '#FAFBFC'],
              ['Björk', 'Ramar och linjer', '#D9DDE1'],
              ['Lingon', 'Reapriser och varningar', '#B3261E'],
              ['Gran', 'Bekräftelser och lagerstatus', '#2E6B4F'],
            ],
          },
          { link: { title: 'En länk i texten' } },
        ],
      },
      {},
      { title: 'Produktrutnät' },
    ],
  },
  'test-store': {
    title: 'Testa skidor innan du köper',
    seo: {
      title: 'Loipe-testdagar: prova våra skidor på snö',
      description: 'Datum och platser för Loipes testdagar, där du gratis kan prova alla modeller i kollektionen innan du köper.',
    },
    body: [
      {},
      {
        content: [
          text(
            'På en Loipe-testdag kan du låna vilken skida som helst i kollektionen, i din längd och med rätt fästzon, för så många varv du vill. Ta med egna pjäxor eller låna våra. Testet är gratis; vi ber bara om giltig legitimation.',
          ),
          {
            caption: 'Testdagar vintern 2026/27',
            head: ['Datum', 'Plats', 'Land', 'Vad du kan testa'],
            rows: [
              ['28–29 november', 'Sjusjøen Skisenter', 'Norge', 'Hela kollektionen'],
              ['6 december', 'Holmenkollen, Oslo', 'Norge', 'Tävling och skate'],
              ['13 december', 'Trapp Family Lodge, Stowe', 'USA', 'Klassiskt och tur'],
              ['20 december', 'Canmore Nordic Centre', 'Kanada', 'Hela kollektionen'],
              ['10 januari', 'Seefeld in Tirol', 'Österrike', 'Klassiskt och skate'],
              ['17 januari', 'Davos Nordic', 'Schweiz', 'Tävling och skate'],
              ['24 januari', 'Les Saisies', 'Frankrike', 'Hela kollektionen'],
              ['31 januari', 'Val di Fiemme, Lago di Tesero', 'Italien', 'Klassiskt och skate'],
              ['7 februari', 'Niseko Nordic Course', 'Japan', 'Tur och fjäll'],
            ],
          },
          text('Innan du kommer'),
          items(
            'Ta reda på din vikt: vi väljer skidans styvhet på plats utifrån den.',
            'Klä dig för två timmar utomhus; testslingorna är 3 till 5 km.',
            'Spara kvittot från testdagen: köper du skidan du testade inom 30 dagar vallar vi den gratis.',
          ),
          { link: { title: 'Hitta närmaste butik' } },
        ],
      },
    ],
  },
};
