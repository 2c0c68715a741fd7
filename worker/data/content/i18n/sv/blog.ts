/** Swedish: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Teknik',
    description: 'Övningar och förklaringar från våra tränare och idrottare, så att varje steg räknas.',
    seo: { title: 'Teknik | Loipes journal', description: 'Klassisk teknik och skateteknik förklarad av tränare och åkare.' },
  },
  trips: {
    title: 'Turer',
    description: 'Leder, stugor och lopp som är värda resan, från Birkebeinerrennet till Hokkaido.',
    seo: { title: 'Turer | Loipes journal', description: 'Skidturer och turrapporter från Loipe-teamet.' },
  },
  'gear-care': {
    title: 'Utrustningsvård',
    description: 'Vallning, slipning och förvaring: snabba skidor och torra pjäxor säsong efter säsong.',
    seo: { title: 'Utrustningsvård | Loipes journal', description: 'Så vallar, förvarar och sköter du längdskidor och pjäxor.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Stakning: bygg motorn',
    hero_image: { alt: 'Skidåkare stakar i ett elljusspår' },
    excerpt: 'Moderna klassiska lopp vinns med armar och bål. Så blir stakningen en styrka i stället för en nödlösning.',
    body: [
      text(
        'För tio år sedan var stakning något man gjorde på flackerna mellan backarna. I dag stakar de snabbaste större delen av ett klassiskt lopp, och även på söndagsturen sparar en stark stakning benen till backarna.',
      ),
      text('Det börjar i höften'),
      text(
        'Det vanligaste felet är att dra med armarna. Kraften kommer från att falla framåt: gå upp på trampdynorna med höften högt, låt kroppen tippa över stavarna och kröka bålen nedåt. Armarna för bara över tyngden till snön.',
      ),
      text('Stavvinkel och återföring'),
      text(
        'Sätt i stavarna med händerna framför ansiktet och spetsarna strax bakom bindningarna. Landar spetsarna framför fötterna bromsar du innan du skjuter. På vägen tillbaka slappnar du av i händerna och låter stavarna pendla fram: det är i återföringen du andas.',
      ),
      text('Ett pass att prova'),
      items(
        '20 minuters lugn uppvärmning.',
        '6 × 2 minuter stakning i en svag uppförsbacke, gå ned igen.',
        '4 × 30 sekunder i tävlingsfart på flacken, med full vila.',
        '15 minuters nedvarvning i diagonalåkning.',
      ),
      text('Kör passet en gång i veckan från oktober. Till jul känner du skillnaden på varje flack del av slingan.'),
    ],
  },
  'skate-v2-timing': {
    title: 'Timing i dubbeldans: ett steg, ett stavtag',
    hero_image: { alt: 'Skateåkare i dubbeldans i ett preparerat spår' },
    excerpt: 'Dubbeldansen är den snabbaste växeln på flacken. De flesta tappar den på timingen. Tre övningar hjälper.',
    body: [
      text(
        'I dubbeldans sätter du i stavarna vid varje benfrånskjut. Rätt utförd är det det mest effektiva sättet att åka fort i lätt terräng; fel utförd känns det som en kamp mot dina egna stavar.',
      ),
      text('Stå högt på en skida'),
      text(
        'Varje steg börjar med hela kroppen över en skida: näsa, knä och tår i linje. Först då sätter du i stavarna. Skjuter du ifrån medan vikten fortfarande ligger mellan skidorna går kraften ut åt sidan.',
      ),
      text('Tre övningar'),
      items(
        'Skejta utan stavar och håll varje glid medan du räknar till tre.',
        'Dubbeldans med paus: stavtag, glid på en skida, stanna ett ögonblick före nästa frånskjut.',
        'Dubbeldans i en svag nedförsbacke, med fokus bara på att sätta i händerna framför ansiktet.',
      ),
      text('Filma dig själv framifrån. När huvudet rör sig rakt fram i stället för från sida till sida sitter timingen.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Hitta frånskjutet i diagonalåkning',
    hero_image: { alt: 'Klassiskåkare i diagonalåkning i en uppförsbacke' },
    excerpt: 'Att halka i backarna beror sällan på vallan. Det handlar om var vikten är när du skjuter ifrån. Så känner du det.',
    body: [
      text(
        'En klassisk skida fäster när hela din vikt pressar fästzonen mot snön under en bråkdel av en sekund. Skjuter du ifrån för tidigt, för sent eller med vikten bakom foten slirar även perfekt valla.',
      ),
      text('Sparkcykelövningen'),
      text(
        'Ta av en skida. Skjut dig fram med den lediga foten som på en sparkcykel och glid på skidan. Lägg märke till hur du måste flytta höften över skidan för att hålla balansen. Det är den höftpositionen du behöver i frånskjutet.',
      ),
      text('Skjut ned, inte bakåt'),
      text(
        'Tänk att du trampar på en skalbagge under mitten av foten. Frånskjutet är ett kort, kraftigt tryck nedåt, följt av skjutet bakåt. I brantare backar kortar du stegen och håller rytmen hög.',
      ),
      text(
        'Slirar du fortfarande, kontrollera vallan och skidornas styvhet. Guiden till skidlängd visar hur vi anpassar styvheten till din vikt.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'Birkebeinerspåret på en dag',
    hero_image: { alt: 'Det öppna fjället ovanför Sjusjøen i Birkebeinerspåret' },
    excerpt: 'Femtiofyra kilometer från Rena till Lillehammer med 3,5 kilo på ryggen. Så åker du Birken-spåret utanför loppdagen.',
    body: [
      text(
        'Varje mars åker 16 000 skidåkare från Rena till Lillehammer med en ryggsäck på 3,5 kilo, till minne av birkebeinerna som bar den unge prinsen Håkon över fjällen 1206. Spåret är preparerat nästan hela vintern, och att åka det en lugn vardag är en av de stora dagarna i norsk skidåkning.',
      ),
      text('Spåret'),
      text(
        'Från starten i Rena stiger spåret de första 15 kilometerna till Skramstadsetra. Sedan kommer högfjället över Raudfjellet på nästan 900 meter, öppet och utsatt, innan den långa, snabba utförsåkningen förbi Sjusjøen och Midtfjellet in på skidstadion i Lillehammer.',
      ),
      text('Det här hade vi med oss'),
      items(
        'En varm jacka och ett extra par handskar till fjället.',
        'Två liter sportdryck i ett isolerat bälte.',
        'Klister och sickling: på fjället är snön ofta isigare än i dalen.',
        'Frallor med brunost, Birken-klassikern.',
      ),
      text('Så tar du dig dit'),
      text(
        'Ta det tidiga tåget till Rena och bussen till starten. Från stadion i Lillehammer är det tio minuters promenad till vår butik på Storgata, där du kan lämna väskan över dagen.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'Från stuga till stuga genom Rondane',
    hero_image: { alt: 'En bemannad fjällstuga i Rondane i skymningen' },
    excerpt: 'Fyra dagar, tre stugor och en perfekt skare. Vår rutt genom Norges äldsta nationalpark.',
    body: [
      text(
        'Rondane var Norges första nationalpark, och i april, när dagarna är långa och snön fryser till skare på morgonen, är den som gjord för lätta turskidor. Den Norske Turistforening märker en vinterled mellan sina stugor med björkris.',
      ),
      text('Vår rutt'),
      items(
        'Mysuseter till Rondvassbu, 13 km längs sjön.',
        'Rondvassbu till Bjørnhollia, 18 km genom Langglupdalen.',
        'Bjørnhollia till Eldåbu, 20 km över fjället.',
        'Eldåbu till Straumbu, 14 km ned genom dalen.',
      ),
      text('Skidor för vårturer'),
      text(
        'Vi åkte turskidor med stålkanter och fästzon med stighudar. På skaren håller kanterna, och när solen gör den till slask på eftermiddagen fäster hudarna fortfarande utan valla.',
      ),
      text('Kolla lavinprognosen på varsom.no varje dag och ha med karta och kompass: den märkta leden försvinner i dimma och vitt.'),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Fjällskidåkning i Hokkaidos djupa snö',
    hero_image: { alt: 'Björkskog djupt insnöad nära Niseko' },
    excerpt: 'Hokkaido är känt för alpin pudersnö. På breda fjällskidor är skogarna lika bra, och mycket lugnare.',
    body: [
      text(
        'Kall luft från Sibirien korsar Japanska havet och släpper sin fukt över Hokkaido som lätt, torr snö, ofta mer än femton meter på en vinter. Alpinåkarna söker sig till liftarna; de böljande skogarna däremellan tillhör alla med turskidor.',
      ),
      text('Vart du ska'),
      text(
        'Runt Niseko hänger längdspåret vid foten av Mount Annupuri ihop med skogsvägar som stiger jämnt genom björk och ek. Längre österut har trakten kring Furano och foten av Daisetsuzan långa, stilla dalar med en onsen i slutet av dagen.',
      ),
      text('Det här fungerar i djup snö'),
      items(
        'Breda fjällskidor med fiskfjäll eller hudar i fästzonen: 68 mm på mitten eller mer.',
        'En fjällpjäxa och bindning med ordentlig vridstyvhet.',
        'Långa stavar med stora pudertrissor.',
      ),
      text(
        'Lokala guider ordnar halvdagsturer på fjällskidor från Niseko och Furano hela vintern; vårt team i Sapporo rekommenderar gärna en.',
      ),
    ],
  },
  'summer-storage': {
    title: 'Lägg skidorna i ide: sommarförvaring',
    hero_image: { alt: 'Skidor på en vallabänk i en stugverkstad' },
    excerpt: 'Tjugo minuter i april håller sulorna snabba till november. En servicetekniker berättar om sin förvaringsrutin.',
    body: [
      text(
        'Det värsta för en skidsula på sommaren är luft. En torr, oskyddad sula oxiderar och blir grå, och en oxiderad sula tar inte längre emot valla bra. Ett tjockt lager förvaringsvalla förhindrar det.',
      ),
      text('Rutinen'),
      items(
        'Ta bort all fästvalla och allt klister med vallaborttagning och torka fästzonen.',
        'Borsta glidzonerna med mässingsborste för att öppna strukturen.',
        'Stryk in ett tjockt lager mjuk glidvalla och skrapa inte bort det.',
        'Spänn ihop skidorna vid spets och bakdel utan att trycka ihop spannet.',
        'Förvara dem liggande eller hängande, svalt och torrt och skyddat från solen.',
      ),
      text('Pjäxor och stavar'),
      text(
        'Ta ut innersulorna ur pjäxorna och låt dem torka helt innan du ställer undan dem. Kontrollera stavspetsar och remmar: sommaren är tiden att byta slitna spetsar, inte den första snömorgonen.',
      ),
      text('På hösten skrapar och borstar du bort förvaringsvallan, och skidorna är redo för den första snön.'),
    ],
  },
  'choosing-kick-wax': {
    title: 'Vilken fästvalla? Läs snön',
    hero_image: { alt: 'Klassiska spår på en frusen sjö en kall morgon' },
    excerpt: 'Temperaturen är bara halva sanningen. Hur ny eller gammal snön är avgör om det blir burkvalla eller klister.',
    body: [
      text(
        'Vallatabeller börjar med temperaturen, men två morgnar med minus fem grader kan kräva helt olika valla. Nysnö har vassa kristaller som biter i burkvalla; gammal, omvandlad snö har runda korn som bara mjuk valla eller klister får fäste i.',
      ),
      text('En enkel regel'),
      {
        caption: 'Fästvalla efter snö',
        head: ['Snö', 'Lufttemperatur', 'Valla'],
        rows: [
          ['Ny, torr snö', 'Under −10 °C', 'Burkvalla, grön'],
          ['Nysnö', '−10 till −2 °C', 'Burkvalla, blå'],
          ['Nysnö kring nollan', '−2 till +1 °C', 'Burkvalla, violett eller röd'],
          ['Gammal, finkornig snö', '−5 till 0 °C', 'Blått klister, tunt'],
          ['Isiga eller omfrusna spår', 'Under 0 °C', 'Blått klister med universalklister ovanpå'],
          ['Blöt, grovkornig vårsnö', 'Över 0 °C', 'Rött klister eller universalklister'],
        ],
      },
      text('Lager på lager håller längre'),
      text(
        'Stryk först in ett tunt lager grundvalla och korka sedan på tre till fem tunna lager fästvalla. Tunna lager, vart och ett slätkorkat, fäster bättre och håller längre än ett tjockt.',
      ),
      text('Är du osäker, börja för hårt: du kan alltid lägga en mjukare valla ovanpå, men en för mjuk valla isar och måste tas bort.'),
    ],
  },
  'when-to-stone-grind': {
    title: 'När behöver skidorna stenslipas?',
    hero_image: { alt: 'En skida stenslipas i Loipes verkstad' },
    excerpt: 'En ny slipning kan få gamla skidor att kännas nya. Så ser du när det är dags, och vilken struktur du ska be om.',
    body: [
      text(
        'Stenslipning planar sulan och skär in ett fint mönster i den, strukturen. Strukturen bryter vattenfilmen mellan sula och snö, och rätt struktur för föret kan ge mer glid än någon valla.',
      ),
      text('Tecken på att det är dags'),
      items(
        'Sulan ser grå och torr ut även direkt efter vallning.',
        'Du känner repor eller en kant längs kanterna med nageln.',
        'Skidorna har åkt mer än 1 500 km sedan förra slipningen.',
        'Skidor som brukade glida bra känns tröga i alla förhållanden.',
      ),
      text('Vilken struktur?'),
      text(
        'För de flesta passar en universalstruktur. Tävlingsåkare med flera par väljer en fin struktur för kall nysnö och en grövre för blöt eller gammal snö. Våra serviceverkstäder frågar var och när du åker mest.',
      ),
      text('En slipning tar ungefär en vecka på vintern. Boka den på hösten så slipper du kön.'),
    ],
  },
};
