/** Italian: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Sci' },
    children: titles('Classico', 'Skating', 'Gara', 'Escursionismo', 'Fuoripista', 'Junior'),
    banner: {
      title: 'Aurora Classic',
      text: 'Il nostro sci classico più leggero, ora con una nuova soletta per neve fredda.',
      image: { alt: 'Fondista a passo alternato in un bosco di betulle' },
      link: { title: 'Scopri gli sci classici' },
    },
  },
  {
    link: { title: 'Scarpe' },
    children: titles('Classico', 'Skating', 'Combi', 'Fuoripista', 'Junior'),
    banner: {
      title: 'Trova la misura giusta',
      text: 'Misura il piede in due minuti con la nostra guida alle taglie.',
      image: { alt: 'Scarpe da sci ad asciugare accanto alla stufa di una baita' },
      link: { title: 'Apri la guida alle taglie' },
    },
  },
  { link: { title: 'Attacchi' }, children: titles('Pista', 'Fuoripista') },
  { link: { title: 'Bastoncini' }, children: titles('Gara', 'Escursionismo', 'Junior') },
  {
    link: { title: 'Accessori' },
    children: titles('Sciolina e attrezzi', 'Guanti', 'Berretti e fasce', 'Borse e zaini'),
    banner: {
      title: 'Scioline come uno skiman',
      text: 'Sciolinatura di scorrimento e di tenuta passo dopo passo, per ogni neve.',
      image: { alt: 'Banco di sciolinatura con ferri e raschietti' },
      link: { title: 'Leggi la guida alla sciolinatura' },
    },
  },
  { link: { title: 'Journal' } },
  { link: { title: 'Team' } },
  { link: { title: 'Negozi' } },
];

const secondary = titles('Assistenza', 'Trova un negozio', 'Pro', 'Account');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Sci nordici, scarpe e bastoncini da Lillehammer',
      description: 'Sci classici, da skating e da fuoripista, scarpe, attacchi e bastoncini, progettati e testati a Lillehammer dal 1987.',
    },
    contact: { no: { title: 'Loipe AS (sede centrale)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Spedizione gratuita per ordini oltre 150 $', link: { title: 'Spedizioni e resi' } },
        { text: 'Spedizione gratuita per ordini oltre 200 CAD', link: { title: 'Spedizioni e resi' } },
        { text: 'Spedizione gratuita per ordini oltre 1.500 NOK', link: { title: 'Spedizioni e resi' } },
        {
          text: 'Nel tuo paese l’attrezzatura Loipe è venduta dai rivenditori locali. Trovane uno vicino a te.',
          link: { title: 'Trova un rivenditore' },
        },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'Intestazione (pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro: i tuoi prezzi pro sono visibili in tutto il sito.', link: { title: 'Vedi il monitoraggio della spesa' } },
        {
          text: 'Il tuo anno pro termina il 30 giugno. Prima di un ordine importante controlla quanto ti resta nel monitoraggio della spesa.',
          link: { title: 'Monitoraggio della spesa' },
        },
        {
          text: 'In Europa gli ordini pro passano dal tuo rivenditore Loipe: mostra il tuo codice pro in negozio.',
          link: { title: 'Trova un rivenditore' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Attrezzatura per lo sci nordico, progettata e testata a Lillehammer dal 1987.',
    columns: [
      { title: 'Shop', links: titles('Sci', 'Scarpe', 'Attacchi', 'Bastoncini', 'Accessori', 'Prova prima di acquistare') },
      {
        title: 'Assistenza',
        links: titles('Guida alle taglie', 'Guida alla lunghezza degli sci', 'Guida alla sciolinatura', 'Garanzia', 'Resi', 'Contattaci'),
      },
      { title: 'Azienda', links: titles('Chi è Loipe', 'Team Loipe', 'Journal', 'Loipe Pro', 'Soci PSIA', 'Trova un negozio') },
      { title: 'Note legali', links: titles('Informativa sulla privacy', 'Condizioni di vendita', 'Note legali') },
    ],
    newsletter: {
      heading: 'Tracce fresche nella tua casella',
      text: 'Condizioni delle piste, consigli di sciolinatura e novità in anteprima. Quattro e-mail a stagione, mai di più.',
    },
  },
  errorPage: {
    title: 'Pagina di errore',
    header: 'Pagina non trovata',
    main_content: [
      text('La pagina che cerchi è stata spostata, oppure il link che hai seguito non è più aggiornato.'),
      text('Prova con la ricerca o ricomincia dalla home page.'),
    ],
    link_text: 'Torna alla home',
    product_header: 'I più richiesti del momento',
    product_recommendation_page: {
      header: 'Questo prodotto non è più disponibile',
      main_content: [
        text('Non produciamo più questo modello, ma questi prodotti svolgono lo stesso lavoro e sono pronti per la spedizione.'),
      ],
    },
  },
  emailSignup: {
    lists: [
      {
        title: 'Newsletter Loipe',
        description: 'Condizioni delle piste, consigli di tecnica e nuova attrezzatura. Quattro e-mail a stagione.',
      },
      { title: 'Test dei materiali', description: 'Le date dei test vicino a te, con due settimane di anticipo.' },
      { title: 'Notizie pro', description: 'Offerte e date dei corsi riservate ai pro.' },
    ],
    copy: {
      heading: 'Tracce fresche nella tua casella',
      text: 'Condizioni delle piste, consigli di sciolinatura e novità in anteprima. Quattro e-mail a stagione, mai di più.',
      placeholder: 'Il tuo indirizzo e-mail',
      button_text: 'Iscriviti',
      success: 'Grazie! Controlla la tua casella di posta per confermare l’iscrizione.',
      privacy: 'Puoi annullare l’iscrizione con un clic in ogni e-mail. L’informativa sulla privacy spiega come usiamo i tuoi dati.',
    },
    back_in_stock_notifications: {
      heading: 'Esaurito in questa taglia',
      text: 'Lasciaci la tua e-mail e ti scriveremo una sola volta, quando tornerà disponibile.',
      button_text: 'Avvisami',
      success: 'Fatto. Ti scriveremo quando tornerà disponibile.',
    },
  },
  searchSettings: {
    main_menu: {
      title: 'Ricerche popolari',
      links: titles('Sci classici', 'Scarpe da skating', 'Sci da fuoripista', 'Sciolina di tenuta', 'Bastoncini in carbonio'),
    },
    sidebar_menu: {
      title: 'Aiuto rapido',
      links: titles(
        'Guida alle taglie',
        'Guida alla lunghezza degli sci',
        'Guida alla sciolinatura',
        'Articoli di tecnica',
        'Trova un negozio',
      ),
    },
  },
  regions: {
    'region-us': { title: 'Stati Uniti' },
    'region-ca': { title: 'Canada' },
    'region-jp': { title: 'Giappone' },
    'region-no': { title: 'Norvegia' },
    'region-eu': { title: 'Europa' },
    'region-other': { title: 'Altri paesi' },
    'region-pro': { title: 'Pro (Stati Uniti)' },
    'region-pro-ca': { title: 'Pro (Canada)' },
    'region-pro-eu': { title: 'Pro (Europa)' },
  },
};
