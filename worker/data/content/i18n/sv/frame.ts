/** Swedish: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Skidor' },
    children: titles('Klassiskt', 'Skate', 'Tävling', 'Tur', 'Fjäll', 'Junior'),
    banner: {
      title: 'Aurora Classic',
      text: 'Vår lättaste klassiska skida, nu med ny sula för kall snö.',
      image: { alt: 'Skidåkare i diagonalåkning genom björkskog' },
      link: { title: 'Se klassiska skidor' },
    },
  },
  {
    link: { title: 'Pjäxor' },
    children: titles('Klassiskt', 'Skate', 'Kombi', 'Fjäll', 'Junior'),
    banner: {
      title: 'Hitta rätt passform',
      text: 'Mät foten på två minuter med vår storleksguide.',
      image: { alt: 'Pjäxor som torkar vid kaminen i en stuga' },
      link: { title: 'Öppna storleksguiden' },
    },
  },
  { link: { title: 'Bindningar' }, children: titles('Spår', 'Fjäll') },
  { link: { title: 'Stavar' }, children: titles('Tävling', 'Tur', 'Junior') },
  {
    link: { title: 'Tillbehör' },
    children: titles('Valla och verktyg', 'Handskar', 'Mössor och pannband', 'Väskor och ryggsäckar'),
    banner: {
      title: 'Valla som en servicetekniker',
      text: 'Glid- och fästvalla steg för steg, för alla förhållanden.',
      image: { alt: 'Vallabänk med vallajärn och sicklingar' },
      link: { title: 'Läs vallaguiden' },
    },
  },
  { link: { title: 'Journal' } },
  { link: { title: 'Team' } },
  { link: { title: 'Butiker' } },
];

const secondary = titles('Hjälp', 'Hitta en butik', 'Pro', 'Konto');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Längdskidor, pjäxor och stavar från Lillehammer',
      description:
        'Klassiska skidor, skateskidor och fjällskidor, pjäxor, bindningar och stavar, utvecklade och testade i Lillehammer sedan 1987.',
    },
    contact: { no: { title: 'Loipe AS (huvudkontor)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Fri frakt på beställningar över 150 USD', link: { title: 'Frakt och returer' } },
        { text: 'Fri frakt på beställningar över 200 CAD', link: { title: 'Frakt och returer' } },
        { text: 'Fri frakt på beställningar över 1 500 NOK', link: { title: 'Frakt och returer' } },
        {
          text: 'I ditt land säljs Loipes utrustning av lokala återförsäljare. Hitta en nära dig.',
          link: { title: 'Hitta en återförsäljare' },
        },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'Sidhuvud (pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro: dina pro-priser visas på hela webbplatsen.', link: { title: 'Se din pro-budget' } },
        {
          text: 'Ditt pro-år löper till 30 juni. Kolla vad som återstår av pro-budgeten innan en stor beställning.',
          link: { title: 'Pro-budget' },
        },
        {
          text: 'I Europa går pro-beställningar via din lokala Loipe-återförsäljare: visa din pro-kod i butiken.',
          link: { title: 'Hitta en återförsäljare' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Längdskidutrustning, utvecklad och testad i Lillehammer sedan 1987.',
    columns: [
      { title: 'Handla', links: titles('Skidor', 'Pjäxor', 'Bindningar', 'Stavar', 'Tillbehör', 'Testa innan du köper') },
      { title: 'Hjälp', links: titles('Storleksguide', 'Guide till skidlängd', 'Vallaguide', 'Garanti', 'Returer', 'Kontakta oss') },
      { title: 'Företaget', links: titles('Om Loipe', 'Team Loipe', 'Journal', 'Loipe Pro', 'PSIA-medlemmar', 'Hitta en butik') },
      { title: 'Juridiskt', links: titles('Integritetspolicy', 'Köpvillkor', 'Företagsinformation') },
    ],
    newsletter: {
      heading: 'Nya spår i inkorgen',
      text: 'Spårrapporter, vallatips och nyheter först. Fyra mejl per vinter, aldrig fler.',
    },
  },
  errorPage: {
    title: 'Felsida',
    header: 'Sidan hittades inte',
    main_content: [
      text('Sidan du letar efter har flyttats, eller så är länken du följde inaktuell.'),
      text('Prova sökningen, eller börja om från startsidan.'),
    ],
    link_text: 'Tillbaka till startsidan',
    product_header: 'Populärt just nu',
    product_recommendation_page: {
      header: 'Den här produkten finns inte längre',
      main_content: [text('Vi tillverkar inte den här modellen längre, men de här produkterna gör samma jobb och är redo att skickas.')],
    },
  },
  emailSignup: {
    lists: [
      { title: 'Loipes nyhetsbrev', description: 'Spårrapporter, tekniktips och ny utrustning. Fyra mejl per vinter.' },
      { title: 'Testdagar', description: 'Datum för testdagar nära dig, två veckor i förväg.' },
      { title: 'Pro-nytt', description: 'Erbjudanden och kursdatum bara för pro-medlemmar.' },
    ],
    copy: {
      heading: 'Nya spår i inkorgen',
      text: 'Spårrapporter, vallatips och nyheter först. Fyra mejl per vinter, aldrig fler.',
      placeholder: 'Din e-postadress',
      button_text: 'Prenumerera',
      success: 'Tack! Bekräfta prenumerationen i din inkorg.',
      privacy: 'Du kan avsluta prenumerationen med ett klick i varje mejl. I vår integritetspolicy ser du hur vi använder dina uppgifter.',
    },
    back_in_stock_notifications: {
      heading: 'Slut i den här storleken',
      text: 'Lämna din e-postadress så skriver vi en gång när den finns i lager igen.',
      button_text: 'Meddela mig',
      success: 'Klart. Vi mejlar dig när den är tillbaka.',
    },
  },
  searchSettings: {
    main_menu: {
      title: 'Populära sökningar',
      links: titles('Klassiska skidor', 'Skatepjäxor', 'Fjällskidor', 'Fästvalla', 'Kolfiberstavar'),
    },
    sidebar_menu: {
      title: 'Snabb hjälp',
      links: titles('Storleksguide', 'Guide till skidlängd', 'Vallaguide', 'Teknikartiklar', 'Hitta en butik'),
    },
  },
  regions: {
    'region-us': { title: 'USA' },
    'region-ca': { title: 'Kanada' },
    'region-jp': { title: 'Japan' },
    'region-no': { title: 'Norge' },
    'region-eu': { title: 'Europa' },
    'region-other': { title: 'Övriga länder' },
    'region-pro': { title: 'Pro (USA)' },
    'region-pro-ca': { title: 'Pro (Kanada)' },
    'region-pro-eu': { title: 'Pro (Europa)' },
  },
};
