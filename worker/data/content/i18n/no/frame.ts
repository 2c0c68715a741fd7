/** Norwegian: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Ski' },
    children: titles('Klassisk', 'Skøyting', 'Konkurranse', 'Tur', 'Fjellski', 'Barn og junior'),
    banner: {
      title: 'Aurora Classic',
      text: 'Vår letteste klassiskski, nå med ny kuldesåle.',
      image: { alt: 'Skiløper i diagonalgang gjennom bjørkeskog' },
      link: { title: 'Se klassiskski' },
    },
  },
  {
    link: { title: 'Støvler' },
    children: titles('Klassisk', 'Skøyting', 'Kombi', 'Fjell', 'Barn og junior'),
    banner: {
      title: 'Finn riktig passform',
      text: 'Mål foten på to minutter med størrelsesguiden vår.',
      image: { alt: 'Skistøvler til tørk ved ovnen på en hytte' },
      link: { title: 'Åpne størrelsesguiden' },
    },
  },
  { link: { title: 'Bindinger' }, children: titles('Løype', 'Fjell') },
  { link: { title: 'Staver' }, children: titles('Konkurranse', 'Tur', 'Barn og junior') },
  {
    link: { title: 'Tilbehør' },
    children: titles('Smøring og verktøy', 'Hansker', 'Luer og pannebånd', 'Bager og sekker'),
    banner: {
      title: 'Smør som en smørebusser',
      text: 'Glid- og festesmøring steg for steg, for alt føre.',
      image: { alt: 'Smørebord med smørejern og sikler' },
      link: { title: 'Les smøreguiden' },
    },
  },
  { link: { title: 'Journal' } },
  { link: { title: 'Team' } },
  { link: { title: 'Butikker' } },
];

const secondary = titles('Hjelp', 'Finn en butikk', 'Pro', 'Konto');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Langrennsski, støvler og staver fra Lillehammer',
      description: 'Klassisk-, skøyte- og fjellski, støvler, bindinger og staver, utviklet og testet på Lillehammer siden 1987.',
    },
    contact: { no: { title: 'Loipe AS (hovedkontor)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Fri frakt på bestillinger over 150 USD', link: { title: 'Frakt og retur' } },
        { text: 'Fri frakt på bestillinger over 200 CAD', link: { title: 'Frakt og retur' } },
        { text: 'Fri frakt på bestillinger over 1 500 kr', link: { title: 'Frakt og retur' } },
        { text: 'I ditt land selges Loipe-utstyr av lokale forhandlere. Finn en nær deg.', link: { title: 'Finn en forhandler' } },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'Header (pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro: Pro-prisene dine vises på hele nettstedet.', link: { title: 'Se pro-budsjettet ditt' } },
        {
          text: 'Pro-året ditt varer til 30. juni. Sjekk hva som er igjen av pro-budsjettet før en stor bestilling.',
          link: { title: 'Pro-budsjett' },
        },
        {
          text: 'I Europa går pro-bestillinger via din lokale Loipe-forhandler: vis pro-koden din i butikken.',
          link: { title: 'Finn en forhandler' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Langrennsutstyr, utviklet og testet på Lillehammer siden 1987.',
    columns: [
      { title: 'Butikk', links: titles('Ski', 'Støvler', 'Bindinger', 'Staver', 'Tilbehør', 'Test ski før du kjøper') },
      { title: 'Hjelp', links: titles('Størrelsesguide', 'Guide til skilengde', 'Smøreguide', 'Garanti', 'Retur', 'Kontakt oss') },
      { title: 'Selskapet', links: titles('Om Loipe', 'Team Loipe', 'Journal', 'Loipe Pro', 'PSIA-medlemmer', 'Finn en butikk') },
      { title: 'Juridisk', links: titles('Personvern', 'Salgsbetingelser', 'Selskapsinformasjon') },
    ],
    newsletter: {
      heading: 'Nye spor i innboksen',
      text: 'Løypemeldinger, smøretips og nyheter først. Fire e-poster i vinter, aldri flere.',
    },
  },
  errorPage: {
    title: 'Feilside',
    header: 'Fant ikke siden',
    main_content: [
      text('Siden du leter etter er flyttet, eller lenken du fulgte er utdatert.'),
      text('Prøv søket, eller begynn på nytt fra forsiden.'),
    ],
    link_text: 'Tilbake til forsiden',
    product_header: 'Populært akkurat nå',
    product_recommendation_page: {
      header: 'Dette produktet er ikke lenger tilgjengelig',
      main_content: [text('Vi lager ikke denne lenger, men disse produktene gjør samme jobben og er klare til å sendes.')],
    },
  },
  emailSignup: {
    lists: [
      { title: 'Loipe-nyhetsbrevet', description: 'Løypemeldinger, teknikktips og nytt utstyr. Fire e-poster i vinter.' },
      { title: 'Testarrangementer', description: 'Datoer for testarrangementer nær deg, to uker i forveien.' },
      { title: 'Pro-nytt', description: 'Tilbud og kursdatoer bare for pro-medlemmer.' },
    ],
    copy: {
      heading: 'Nye spor i innboksen',
      text: 'Løypemeldinger, smøretips og nyheter først. Fire e-poster i vinter, aldri flere.',
      placeholder: 'E-postadressen din',
      button_text: 'Meld meg på',
      success: 'Takk! Bekreft påmeldingen i innboksen din.',
      privacy: 'Du kan melde deg av med ett klikk i hver e-post. Se personvernerklæringen for hvordan vi bruker dataene dine.',
    },
    back_in_stock_notifications: {
      heading: 'Utsolgt i denne størrelsen',
      text: 'Legg igjen e-postadressen din, så skriver vi én gang når den er tilbake på lager.',
      button_text: 'Gi meg beskjed',
      success: 'Ferdig. Vi sender deg en e-post når den er tilbake.',
    },
  },
  searchSettings: {
    main_menu: { title: 'Populære søk', links: titles('Klassiskski', 'Skøytestøvler', 'Fjellski', 'Festevoks', 'Karbonstaver') },
    sidebar_menu: {
      title: 'Rask hjelp',
      links: titles('Størrelsesguide', 'Guide til skilengde', 'Smøreguide', 'Teknikkartikler', 'Finn en butikk'),
    },
  },
  regions: {
    'region-us': { title: 'USA' },
    'region-ca': { title: 'Canada' },
    'region-jp': { title: 'Japan' },
    'region-no': { title: 'Norge' },
    'region-eu': { title: 'Europa' },
    'region-other': { title: 'Andre land' },
    'region-pro': { title: 'Pro (USA)' },
    'region-pro-ca': { title: 'Pro (Canada)' },
    'region-pro-eu': { title: 'Pro (Europa)' },
  },
};
