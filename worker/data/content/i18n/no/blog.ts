/** Norwegian: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Teknikk',
    description: 'Øvelser og forklaringer fra trenerne og utøverne våre, så hvert steg teller.',
    seo: { title: 'Teknikk | Loipe-journalen', description: 'Klassisk- og skøyteteknikk forklart av trenere og løpere.' },
  },
  trips: {
    title: 'Turer',
    description: 'Løyper, hytter og renn som er verdt reisen, fra Birkebeineren til Hokkaido.',
    seo: { title: 'Turer | Loipe-journalen', description: 'Skiturer og turrapporter fra Loipe-teamet.' },
  },
  'gear-care': {
    title: 'Utstyrsstell',
    description: 'Smøring, sliping og lagring: slik holder du skiene raske og støvlene tørre, sesong etter sesong.',
    seo: { title: 'Utstyrsstell | Loipe-journalen', description: 'Slik smører, lagrer og tar du vare på langrennsski og -støvler.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Staking: bygg motoren',
    hero_image: { alt: 'Skiløper staker i en lysløype' },
    excerpt: 'Moderne klassiskrenn vinnes med armer og kjerne. Slik blir stakingen en styrke i stedet for en nødløsning.',
    body: [
      text(
        'For ti år siden var staking noe man gjorde på flatene mellom bakkene. I dag staker de raskeste mesteparten av et klassiskrenn, og selv på søndagsturen sparer en sterk staking beina til bakkene.',
      ),
      text('Det starter i hofta'),
      text(
        'Den vanligste feilen er å dra med armene. Kraften kommer fra å falle fremover: gå opp på fotballene med høy hofte, la kroppen tippe over stavene og krøll overkroppen ned. Armene overfører bare vekten til snøen.',
      ),
      text('Stavvinkel og tilbakeføring'),
      text(
        'Sett stavene i med hendene foran ansiktet og spissene like bak bindingene. Lander spissene foran føttene, bremser du før du skyver. På vei tilbake slapper du av i hendene og lar stavene svinge fremover: tilbakeføringen er der du puster.',
      ),
      text('En økt å prøve'),
      items(
        '20 minutter rolig oppvarming.',
        '6 × 2 minutter staking i en slak motbakke, gå ned igjen.',
        '4 × 30 sekunder i konkurransefart på flat mark, med full pause.',
        '15 minutter nedjogg i diagonalgang.',
      ),
      text('Gjør økta én gang i uka fra oktober. Innen jul kjenner du forskjellen på hver flate i runden.'),
    ],
  },
  'skate-v2-timing': {
    title: 'Timing i dobbeldans: ett skritt, ett stavtak',
    hero_image: { alt: 'Skøyteløper i dobbeldans i en preparert løype' },
    excerpt: 'Dobbeldansen er det raskeste giret på flata. De fleste mister den på timingen. Tre øvelser hjelper.',
    body: [
      text(
        'I dobbeldans setter du i stavene på hvert beinfraspark. Gjort riktig er det den mest effektive måten å gå fort på i lett terreng; gjort feil føles det som en kamp mot dine egne staver.',
      ),
      text('Stå høyt på én ski'),
      text(
        'Hvert skritt begynner med hele kroppen over én ski: nese, kne og tær på linje. Først da setter du i stavene. Skyver du fra mens vekta fortsatt er mellom skiene, går kraften ut til siden.',
      ),
      text('Tre øvelser'),
      items(
        'Skøyt uten staver, og hold hvert glid mens du teller til tre.',
        'Dobbeldans med pause: stavtak, gli på én ski, stopp et øyeblikk før neste fraspark.',
        'Dobbeldans i en slak nedoverbakke, med fokus bare på å sette inn hendene foran ansiktet.',
      ),
      text('Film deg selv forfra. Når hodet beveger seg rett fram i stedet for fra side til side, sitter timingen.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Finn frasparket i diagonalgang',
    hero_image: { alt: 'Klassiskløper i diagonalgang i motbakke' },
    excerpt: 'Glipper det i bakkene, er det sjelden smøringen. Det handler om hvor vekta di er når du sparker fra. Slik kjenner du det.',
    body: [
      text(
        'En klassiskski fester når hele vekta di presser festesonen ned i snøen i en brøkdel av et sekund. Sparker du for tidlig, for sent eller med vekta bak foten, glipper selv perfekt smøring.',
      ),
      text('Sparkesykkeløvelsen'),
      text(
        'Ta av deg én ski. Skyv deg fram med den ledige foten som på en sparkesykkel, og gli på skien. Legg merke til hvordan du må flytte hofta over skien for å holde balansen. Det er den hofteposisjonen du trenger i frasparket.',
      ),
      text('Spark ned, ikke bak'),
      text(
        'Tenk at du tramper på en bille under midten av foten. Frasparket er et kort, kraftig trykk nedover, etterfulgt av skyvet bakover. I brattere bakker gjør du skrittene kortere og holder rytmen høy.',
      ),
      text(
        'Glipper det fortsatt, sjekk smøringen og stivheten på skiene. Guiden til skilengde viser hvordan vi tilpasser stivheten til vekta di.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'Birkebeinerløypa på én dag',
    hero_image: { alt: 'Det åpne fjellet ovenfor Sjusjøen i Birkebeinerløypa' },
    excerpt: 'Femtifire kilometer fra Rena til Lillehammer med 3,5 kilo på ryggen. Slik går du Birken-løypa utenom rennhelgen.',
    body: [
      text(
        'Hver mars går 16 000 skiløpere fra Rena til Lillehammer med en sekk på 3,5 kilo, til minne om birkebeinerne som bar kongsemnet Håkon over fjellet i 1206. Løypa er preparert mesteparten av vinteren, og å gå den en rolig ukedag er en av de store dagene i norsk skiløping.',
      ),
      text('Løypa'),
      text(
        'Fra starten på Rena stiger løypa de første 15 kilometerne til Skramstadsetra. Så kommer høyfjellet over Raudfjellet på nesten 900 meter, åpent og værhardt, før den lange, raske utforkjøringen forbi Sjusjøen og Midtfjellet inn på skistadion på Lillehammer.',
      ),
      text('Dette hadde vi med'),
      items(
        'En varm jakke og et ekstra par hansker til fjellet.',
        'To liter sportsdrikk i et isolert belte.',
        'Klister og sikling: på fjellet er snøen ofte mer isete enn i dalen.',
        'Rundstykker med brunost, Birken-klassikeren.',
      ),
      text('Slik kommer du deg dit'),
      text(
        'Ta det tidlige toget til Rena og bussen til start. Fra stadion på Lillehammer er det ti minutters gange til butikken vår i Storgata, der du kan sette igjen bagen for dagen.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'Fra hytte til hytte gjennom Rondane',
    hero_image: { alt: 'En betjent turisthytte i Rondane i skumringen' },
    excerpt: 'Fire dager, tre hytter og én perfekt skare. Ruta vår gjennom Norges eldste nasjonalpark.',
    body: [
      text(
        'Rondane var Norges første nasjonalpark, og i april, når dagene er lange og snøen fryser til skare om morgenen, er den som skapt for lette turski. Den Norske Turistforening merker en vinterrute mellom hyttene sine med bjørkeris.',
      ),
      text('Ruta vår'),
      items(
        'Mysuseter til Rondvassbu, 13 km langs vannet.',
        'Rondvassbu til Bjørnhollia, 18 km gjennom Langglupdalen.',
        'Bjørnhollia til Eldåbu, 20 km over fjellet.',
        'Eldåbu til Straumbu, 14 km ned dalen.',
      ),
      text('Ski for vårtur'),
      text(
        'Vi gikk på turski med stålkanter og festesone med feller. På skaren holder kantene, og når sola gjør den til slaps om ettermiddagen, fester fellene fortsatt uten smøring.',
      ),
      text('Sjekk snøskredvarselet på varsom.no hver dag, og ha med kart og kompass: den merkede ruta forsvinner i tåke og hvitt.'),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Fjellski i den dype snøen på Hokkaido',
    hero_image: { alt: 'Bjørkeskog dypt nedsnødd ved Niseko' },
    excerpt: 'Hokkaido er kjent for alpin puddersnø. På brede fjellski er skogene like gode, og mye roligere.',
    body: [
      text(
        'Kald luft fra Sibir krysser Japanhavet og slipper fuktigheten over Hokkaido som lett, tørr snø, ofte mer enn femten meter i løpet av en vinter. Alpinistene drar til heisene; de bølgende skogene imellom tilhører alle med turski.',
      ),
      text('Hvor du skal'),
      text(
        'Rundt Niseko henger langrennsløypa ved foten av Mount Annupuri sammen med skogsveier som stiger jevnt gjennom bjørk og eik. Lenger øst har området rundt Furano og foten av Daisetsuzan lange, stille daler med en onsen på slutten av dagen.',
      ),
      text('Dette fungerer i dyp snø'),
      items(
        'Brede fjellski med skjell eller feller i festesonen: 68 mm på midten eller mer.',
        'En fjellskistøvel og binding med skikkelig torsjonsstivhet.',
        'Lange staver med store puddertrinser.',
      ),
      text(
        'Lokale guider arrangerer halvdagsturer på fjellski fra Niseko og Furano hele vinteren; teamet vårt i Sapporo anbefaler gjerne en.',
      ),
    ],
  },
  'summer-storage': {
    title: 'Legg skiene i dvale: sommerlagring',
    hero_image: { alt: 'Ski på et smørebord i et hytteverksted' },
    excerpt: 'Tjue minutter i april holder sålene raske til november. Lagringsrutinen til en smører.',
    body: [
      text(
        'Det verste for en skisåle om sommeren er luft. En tørr, ubeskyttet såle oksiderer og blir grå, og en oksidert såle tar ikke lenger godt imot smøring. Et tykt lag med lagringsvoks hindrer det.',
      ),
      text('Rutinen'),
      items(
        'Fjern all festevoks og klister med fjerner, og tørk festesonen.',
        'Børst glisonene med messingbørste for å åpne strukturen.',
        'Stryk inn et tykt lag mykt glider, og ikke sikl det av.',
        'Stropp skiene sammen i tupp og hæl uten å presse spennet flatt.',
        'Oppbevar dem liggende eller hengende, kjølig og tørt og unna sola.',
      ),
      text('Støvler og staver'),
      text(
        'Ta ut innersålene av støvlene og la dem tørke helt før du setter dem bort. Sjekk stavspisser og stropper: sommeren er tiden for å bytte slitte spisser, ikke den første snømorgenen.',
      ),
      text('Om høsten sikler og børster du bort lagringsvoksen, og skiene er klare for den første snøen.'),
    ],
  },
  'choosing-kick-wax': {
    title: 'Hvilken festevoks? Les snøen',
    hero_image: { alt: 'Klassiskspor på et islagt vann en kald morgen' },
    excerpt: 'Temperaturen er bare halve historien. Hvor ny eller gammel snøen er, avgjør om det blir hardvoks eller klister.',
    body: [
      text(
        'Smørekart starter med temperaturen, men to morgener med minus fem grader kan kreve helt ulik smøring. Nysnø har skarpe krystaller som biter i hardvoks; gammel, omdannet snø har runde korn som bare myk voks eller klister får tak i.',
      ),
      text('En enkel regel'),
      {
        caption: 'Festevoks etter snø',
        head: ['Snø', 'Lufttemperatur', 'Voks'],
        rows: [
          ['Ny, tørr snø', 'Under −10 °C', 'Hardvoks, grønn'],
          ['Nysnø', '−10 til −2 °C', 'Hardvoks, blå'],
          ['Nysnø rundt null', '−2 til +1 °C', 'Hardvoks, fiolett eller rød'],
          ['Gammel, finkornet snø', '−5 til 0 °C', 'Blå klister, tynt'],
          ['Isete eller omfrosne spor', 'Under 0 °C', 'Blå klister med universalklister over'],
          ['Våt, grovkornet vårsnø', 'Over 0 °C', 'Rød klister eller universalklister'],
        ],
      },
      text('Lag på lag holder lenger'),
      text(
        'Stryk inn et tynt lag grunnvoks først, og kork deretter på tre til fem tynne lag festevoks. Tynne lag, hvert korket glatt, fester bedre og holder lenger enn ett tykt.',
      ),
      text('Er du i tvil, start for hardt: du kan alltid legge en mykere voks oppå, men en for myk voks iser og må fjernes.'),
    ],
  },
  'when-to-stone-grind': {
    title: 'Når trenger skiene steinsliping?',
    hero_image: { alt: 'En ski blir steinslipt i Loipe-verkstedet' },
    excerpt: 'En fersk sliping kan få gamle ski til å føles nye. Slik ser du når det er tid, og hvilken struktur du bør be om.',
    body: [
      text(
        'Steinsliping planer sålen og skjærer et fint mønster inn i den, strukturen. Strukturen bryter vannfilmen mellom såle og snø, og riktig struktur for føret kan gi mer glid enn noen voks.',
      ),
      text('Tegn på at det er tid'),
      items(
        'Sålen ser grå og tørr ut selv rett etter smøring.',
        'Du kjenner riper eller en kant langs kantene med neglen.',
        'Skiene har gått mer enn 1 500 km siden forrige sliping.',
        'Ski som pleide å gli godt, føles trege i alt føre.',
      ),
      text('Hvilken struktur?'),
      text(
        'For de fleste er én universalstruktur riktig. Løpere med flere par velger en fin struktur for kald nysnø og en grovere for våt eller gammel snø. Serviceverkstedene våre spør hvor og når du går mest.',
      ),
      text('Slipingen tar omtrent en uke om vinteren. Bestill den om høsten, så slipper du køen.'),
    ],
  },
};
