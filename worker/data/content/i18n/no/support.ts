/** Norwegian: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Størrelsesguide',
    summary: 'Mål foten og hånden, og finn riktig størrelse på støvler, hansker og sokker.',
    seo: {
      title: 'Størrelsesguide: støvler, hansker og sokker',
      description: 'Størrelsestabell for støvler med fotlengde i cm, EU-, UK- og US-størrelser, og størrelser for hansker og sokker.',
    },
    body: [
      text('Mål foten'),
      items(
        'Stå på et ark mot en vegg, med sokkene du går på ski i.',
        'Merk av tuppen på den lengste tåa og mål fra veggen til merket.',
        'Mål begge føttene om kvelden, når de er størst, og bruk den lengste.',
      ),
      text(
        'Langrennsstøvler skal sitte tett rundt hælen og ha omtrent 1 cm plass foran tærne. Er du mellom to størrelser, velg den største for klassisk- og turstøvler og den minste for skøyte- og konkurransestøvler.',
      ),
      { caption: 'Støvler for voksne', head: ['EU', 'Fotlengde (cm)', 'Mondopoint', 'UK', 'US herre', 'US dame'] },
      { caption: 'Barne- og juniorstøvler', head: ['EU', 'Fotlengde (cm)', 'US barn'] },
      text('Hansker'),
      text('Mål rundt hånden rett under knokene, uten tommelen.'),
      { caption: 'Hansker og votter', head: ['Størrelse', 'Håndomkrets (cm)'] },
      {
        caption: 'Sokker',
        head: ['Størrelse', 'EU-skostørrelse'],
        rows: [
          ['36-38', '36 til 38'],
          ['39-41', '39 til 41'],
          ['42-44', '42 til 44'],
          ['45-47', '45 til 47'],
        ],
      },
      { link: { title: 'Se støvler' } },
    ],
  },
  'ski-length-guide': {
    title: 'Guide til ski- og stavlengde',
    summary: 'Hvilken skilengde og stivhet som passer vekta di, og hvor lange stavene bør være.',
    seo: {
      title: 'Guide til ski- og stavlengde',
      description: 'Lengde på klassisk- og skøyteski etter kroppsvekt, turski etter høyde, og formler for stavlengde.',
    },
    body: [
      text(
        'Langrennsski velges først etter vekt. Spennet må bære vekta di i glifasen og presses flatt når du sparker fra. Høyden avgjør bare innenfor området vekta di gir.',
      ),
      text('Klassisk- og skøyteski etter vekt'),
      {
        caption: 'Anbefalt lengde',
        head: ['Kroppsvekt (kg)', 'Klassisk (cm)', 'Skøyting (cm)', 'Stivhet'],
        rows: [
          ['40–50', '180–185', '165–172', 'Myk'],
          ['50–60', '185–192', '172–177', 'Myk til middels'],
          ['60–70', '192–197', '177–182', 'Middels'],
          ['70–80', '197–202', '182–187', 'Middels til stiv'],
          ['80–90', '202–207', '187–192', 'Stiv'],
          ['over 90', '207–210', '192', 'Ekstra stiv'],
        ],
      },
      text('Raske formler'),
      items(
        'Klassisk: høyden din pluss 20 til 30 cm, maks 210 cm.',
        'Skøyting: høyden din pluss 10 til 15 cm, maks 192 cm.',
        'Turski med stålkanter: høyden din pluss 10 til 20 cm.',
        'Fjellski: fra høyden din til høyden pluss 10 cm; kortere ski svinger lettere mellom trærne.',
        'Barn under 8 år: omtrent sin egen høyde. Eldre juniorer: høyde pluss 10 til 15 cm (klassisk), pluss 5 til 10 cm (skøyting).',
      ),
      text(
        'Løpere bør velge den stiveste skien i vektområdet sitt for kalde, harde spor og den mykeste for løs snø eller nysnø. I butikkene våre måler vi spennet mens du står på skiene.',
      ),
      text('Staver'),
      {
        caption: 'Stavlengde',
        head: ['Stil', 'Formel', 'Eksempel for 180 cm'],
        rows: [
          ['Klassisk', 'høyde × 0,83', '150 cm'],
          ['Skøyting', 'høyde × 0,89', '160 cm'],
          ['Tur og fjell', 'høyde × 0,80 til 0,85', '145–155 cm'],
        ],
      },
      text('Er du mellom to lengder, velg den korteste for klassisk og den lengste for skøyting.'),
      { link: { title: 'Se ski' } },
      { link: { title: 'Se staver' } },
    ],
  },
  waxing: {
    title: 'Smøreguide',
    summary: 'Glider, festevoks, klister og stell av feller, steg for steg.',
    seo: {
      title: 'Slik smører du langrennsski',
      description: 'Glidsmøring, festevoks og klister steg for steg, og stell av felleski og skjellski.',
    },
    body: [
      text('Glider (tupp og hæl, og hele skøyteskien)'),
      items(
        'Rens sålen med messingbørste fra tupp til hæl, ti tak.',
        'Still smørejernet på temperaturen som står på voksen; for varmt brenner sålen.',
        'Drypp voks langs skien og stryk den inn med rolige, jevne tak til voksen holder seg flytende 5 cm bak jernet.',
        'La skien kjølne i minst 15 minutter, eller over natten for en hardere finish.',
        'Sikle med en skarp plastsikling, og rens sporet med hjørnet av siklingen.',
        'Børst med nylonbørste til sålen skinner, og avslutt med en hestehårbørste.',
      ),
      text('Festevoks (festesonen på klassiskski)'),
      items(
        'Merk festesonen: fra hælen på støvelen til omtrent 50 cm foran, eller slik den ble tilpasset i butikken.',
        'Rugg opp sonen lett med sandpapir nr. 120 og stryk inn et tynt lag grunnvoks.',
        'Legg på et tynt lag festevoks og glatt det med en kork.',
        'Legg på tre til fem tynne lag, kork hvert lag, og la skiene kjølne ute før du går.',
      ),
      text('Klister'),
      text(
        'Varm opp tuben, legg et tynt fiskebeinsmønster på hver side av sporet, og fordel det med sparkelen eller håndflaten. La det sette seg ute i ti minutter. Fjern klisteret med fjerner etter hver bruk.',
      ),
      text('Felleski og skjellski'),
      text(
        'Feller trenger ikke festevoks. Rens dem med fellerens etter noen turer og behandle dem med fellespray så de ikke ises. Skjellski trenger bare smøring i glisonene; en sprayboks med festespray hjelper i våt snø.',
      ),
      { link: { title: 'Se smøring og verktøy' } },
      { link: { title: 'Kontakt serviceteamet vårt' } },
    ],
  },
  warranty: {
    title: 'Garanti',
    summary: 'To år på materialer og håndverk, og slik melder du en garantisak.',
    seo: {
      title: 'Loipe-garantien',
      description: 'Hva toårsgarantien fra Loipe dekker, hva den ikke dekker, og hvordan du melder en garantisak.',
    },
    body: [
      text(
        'Alle ski, støvler, bindinger og staver fra Loipe har to års garanti mot material- og produksjonsfeil fra kjøpsdato. Gir forbrukerlovgivningen der du bor deg lengre rettigheter, gjelder de. I Norge er reklamasjonsfristen fem år for varer som er ment å vare vesentlig lenger enn to år.',
      ),
      text('Dette dekkes'),
      items(
        'Delaminering av overflate, sidevange eller såle.',
        'Tap av spenn i den første sesongen ved vanlig bruk.',
        'Såler som løsner og sømmer som ryker på støvler.',
        'Bindingsdeler som brekker ved vanlig bruk.',
        'Stavrør som brekker uten fall eller slag.',
      ),
      text('Dette dekkes ikke'),
      items(
        'Riper, kjerneskader og kantskader fra stein, grus eller vei.',
        'Ski som brekker ved fall eller kollisjon, og staver som blir tråkket på eller sitter fast.',
        'Vanlig slitasje: slitte støvelsåler, falmede farger og utslitte feller.',
        'Varmeskader, som en såle brent av smørejernet eller en støvel tørket på ovnen.',
      ),
      text('Knekkgaranti'),
      text(
        'Knakk du skiene i et fall den første sesongen? Send oss bitene med kvitteringen, så får du 30 % rabatt på et nytt par av samme modell.',
      ),
      text('Slik melder du en garantisak'),
      items(
        'Ta tydelige bilder av skaden og av serienummeret på skien eller støvelen.',
        'Kjøpte du hos en forhandler, tar du produktet og kvitteringen tilbake dit. Kjøpte du på nett, kontakter du kundeservice.',
        'Vi vurderer saken innen fem virkedager og reparerer, bytter eller refunderer produktet.',
      ),
      { link: { title: 'Kontakt kundeservice' } },
    ],
  },
  returns: {
    title: 'Frakt og retur',
    summary: '30 dager på å returnere ubrukte varer, gratis i USA, Canada og Norge.',
    seo: {
      title: 'Frakt og retur',
      description: 'Leveringstider, grenser for fri frakt og hvordan du returnerer en bestilling til Loipe.',
    },
    body: [
      text('Frakt'),
      {
        caption: 'Levering',
        head: ['Butikk', 'Leveringstid', 'Fri frakt fra'],
        rows: [
          ['USA', '2–5 virkedager', '150 USD'],
          ['Canada', '3–6 virkedager', '200 CAD'],
          ['Norge', '1–3 virkedager', '1 500 kr'],
        ],
      },
      text('Bestillinger sendes innen to virkedager. Du får en sporingslenke på e-post så snart pakken forlater lageret vårt.'),
      text('Retur'),
      text(
        'Du har 30 dager fra levering til å returnere varer som er ubrukte, i originalemballasjen og med alle merkelapper på. Retur er gratis i USA, Canada og Norge.',
      ),
      items(
        'Logg inn og åpne bestillingen på kontoen din, eller kontakt kundeservice hvis du handlet som gjest.',
        'Velg varene du vil returnere, og skriv ut den ferdigbetalte etiketten.',
        'Pakk varene godt inn og lever pakken på et postkontor eller hentested.',
      ),
      text(
        'Vi refunderer til den opprinnelige betalingsmåten innen fem virkedager etter at vi har mottatt pakken. Trenger du en annen størrelse eller lengde? Returner varen og legg inn en ny bestilling: det er den raskeste veien.',
      ),
      text('Dette kan vi ikke ta i retur'),
      items(
        'Ski som er smurt, montert med bindinger eller slipt på bestilling.',
        'Åpnet voks og klister.',
        'Sokker og andre hygieneartikler når forseglingen er brutt.',
      ),
      text('Handlet du hos en forhandler? Returner varen til butikken du kjøpte den i; deres egne returvilkår gjelder.'),
      { link: { title: 'Finn forhandleren din' } },
    ],
  },
  contact: {
    title: 'Kontakt oss',
    summary: 'Telefon, e-post og åpningstider for kundeservice i alle regioner.',
    seo: { title: 'Kontakt Loipe', description: 'Slik når du Loipes kundeservice på telefon eller e-post i din region.' },
    body: [
      text(
        'Kundeservice går også på ski: spør oss om størrelser, smøring, bestillinger, retur eller garanti. Vi svarer på e-post innen én virkedag.',
      ),
      {
        caption: 'Kundeservice per region (lokal tid)',
        head: ['Kontor', 'Telefon', 'E-post', 'Åpningstider'],
        rows: contactRows({ mon: 'man', tue: 'tir', wed: 'ons', thu: 'tor', fri: 'fre', sat: 'lør', sun: 'søn' }),
      },
      text('Hovedkontor'),
      text('Loipe AS, Storgata 84, 2615 Lillehammer. Hovedbutikken vår ligger i første etasje og har åpent hver dag om vinteren.'),
      text('Før du skriver'),
      items(
        'Gjelder det en bestilling, ha ordrenummeret klart; det står i ordrebekreftelsen.',
        'Gjelder det en garantisak, legg ved bilder av skaden og av serienummeret.',
        'Har du spørsmål om pro-kontoen, skriv til pro@loipe.com.',
      ),
      { link: { title: 'Garanti' } },
      { link: { title: 'Frakt og retur' } },
    ],
  },
};
