/** German: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Ski' },
    children: titles('Klassisch', 'Skating', 'Rennen', 'Touren', 'Backcountry', 'Kinder'),
    banner: {
      title: 'Aurora Classic',
      text: 'Unser leichtester Klassikski, jetzt mit neuem Kaltschnee-Belag.',
      image: { alt: 'Langläufer im Diagonalschritt durch einen Birkenwald' },
      link: { title: 'Klassikski ansehen' },
    },
  },
  {
    link: { title: 'Schuhe' },
    children: titles('Klassisch', 'Skating', 'Kombi', 'Backcountry', 'Kinder'),
    banner: {
      title: 'Finde deine Passform',
      text: 'Miss deinen Fuß in zwei Minuten mit unserem Größenberater.',
      image: { alt: 'Langlaufschuhe trocknen am Ofen einer Hütte' },
      link: { title: 'Zum Größenberater' },
    },
  },
  { link: { title: 'Bindungen' }, children: titles('Loipe', 'Backcountry') },
  { link: { title: 'Stöcke' }, children: titles('Rennen', 'Touren', 'Kinder') },
  {
    link: { title: 'Zubehör' },
    children: titles('Wachs und Werkzeug', 'Handschuhe', 'Mützen und Stirnbänder', 'Taschen und Rucksäcke'),
    banner: {
      title: 'Wachsen wie ein Servicetechniker',
      text: 'Gleit- und Steigwachs Schritt für Schritt, für jeden Schnee.',
      image: { alt: 'Wachsbank mit Bügeleisen und Abziehklingen' },
      link: { title: 'Zur Wachsanleitung' },
    },
  },
  { link: { title: 'Journal' } },
  { link: { title: 'Team' } },
  { link: { title: 'Geschäfte' } },
];

const secondary = titles('Hilfe', 'Geschäft finden', 'Pro', 'Konto');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Langlaufski, Schuhe und Stöcke aus Lillehammer',
      description:
        'Klassik-, Skating- und Backcountry-Ski, Schuhe, Bindungen und Stöcke, entwickelt und getestet in Lillehammer seit 1987.',
    },
    contact: { no: { title: 'Loipe AS (Hauptsitz)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Kostenloser Versand ab 150 $', link: { title: 'Versand und Rücksendungen' } },
        { text: 'Kostenloser Versand ab 200 CAD', link: { title: 'Versand und Rücksendungen' } },
        { text: 'Kostenloser Versand ab 1.500 NOK', link: { title: 'Versand und Rücksendungen' } },
        {
          text: 'In deinem Land verkaufen Fachhändler vor Ort die Ausrüstung von Loipe. Finde einen in deiner Nähe.',
          link: { title: 'Händler finden' },
        },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'Header (Pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro: Auf der ganzen Website siehst du deine Pro-Preise.', link: { title: 'Zu deinem Pro-Budget' } },
        {
          text: 'Dein Pro-Jahr läuft bis zum 30. Juni. Prüfe vor einer großen Bestellung, was in deinem Pro-Budget übrig ist.',
          link: { title: 'Pro-Budget' },
        },
        {
          text: 'In Europa laufen Pro-Bestellungen über deinen Loipe-Händler vor Ort: Zeig deinen Pro-Code im Geschäft.',
          link: { title: 'Händler finden' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Langlaufausrüstung, entwickelt und getestet in Lillehammer seit 1987.',
    columns: [
      { title: 'Shop', links: titles('Ski', 'Schuhe', 'Bindungen', 'Stöcke', 'Zubehör', 'Ski vor dem Kauf testen') },
      { title: 'Hilfe', links: titles('Größenberater', 'Skilängen-Ratgeber', 'Wachsanleitung', 'Garantie', 'Rücksendungen', 'Kontakt') },
      { title: 'Unternehmen', links: titles('Über Loipe', 'Team Loipe', 'Journal', 'Loipe Pro', 'PSIA-Mitglieder', 'Geschäft finden') },
      { title: 'Rechtliches', links: titles('Datenschutz', 'AGB', 'Impressum') },
    ],
    newsletter: {
      heading: 'Frische Spuren im Postfach',
      text: 'Loipenberichte, Wachstipps und Neuheiten zuerst. Vier E-Mails pro Winter, nie mehr.',
    },
  },
  errorPage: {
    title: 'Fehlerseite',
    header: 'Seite nicht gefunden',
    main_content: [
      text('Die gesuchte Seite wurde verschoben, oder der Link ist veraltet.'),
      text('Versuche es mit der Suche oder beginne noch einmal auf der Startseite.'),
    ],
    link_text: 'Zurück zur Startseite',
    product_header: 'Gerade beliebt',
    product_recommendation_page: {
      header: 'Dieses Produkt ist nicht mehr erhältlich',
      main_content: [text('Dieses Modell bauen wir nicht mehr, aber diese Produkte erfüllen denselben Zweck und sind sofort lieferbar.')],
    },
  },
  emailSignup: {
    lists: [
      { title: 'Loipe-Newsletter', description: 'Loipenberichte, Techniktipps und neue Ausrüstung. Vier E-Mails pro Winter.' },
      { title: 'Testevents', description: 'Termine von Testevents in deiner Nähe, zwei Wochen im Voraus.' },
      { title: 'Pro-News', description: 'Angebote und Kurstermine nur für Pros.' },
    ],
    copy: {
      heading: 'Frische Spuren im Postfach',
      text: 'Loipenberichte, Wachstipps und Neuheiten zuerst. Vier E-Mails pro Winter, nie mehr.',
      placeholder: 'Deine E-Mail-Adresse',
      button_text: 'Anmelden',
      success: 'Danke! Bitte bestätige die Anmeldung in deinem Postfach.',
      privacy:
        'Du kannst dich in jeder E-Mail mit einem Klick abmelden. Wie wir deine Daten nutzen, steht in unserer Datenschutzerklärung.',
    },
    back_in_stock_notifications: {
      heading: 'In dieser Größe ausverkauft',
      text: 'Hinterlasse deine E-Mail-Adresse, und wir schreiben dir einmal, sobald der Artikel wieder da ist.',
      button_text: 'Benachrichtigen',
      success: 'Erledigt. Wir schicken dir eine E-Mail, sobald er wieder da ist.',
    },
  },
  searchSettings: {
    main_menu: { title: 'Beliebte Suchen', links: titles('Klassikski', 'Skatingschuhe', 'Backcountry-Ski', 'Steigwachs', 'Carbonstöcke') },
    sidebar_menu: {
      title: 'Schnelle Hilfe',
      links: titles('Größenberater', 'Skilängen-Ratgeber', 'Wachsanleitung', 'Technik-Artikel', 'Geschäft finden'),
    },
  },
  regions: {
    'region-us': { title: 'Vereinigte Staaten' },
    'region-ca': { title: 'Kanada' },
    'region-jp': { title: 'Japan' },
    'region-no': { title: 'Norwegen' },
    'region-eu': { title: 'Europa' },
    'region-other': { title: 'Andere Länder' },
    'region-pro': { title: 'Pro (Vereinigte Staaten)' },
    'region-pro-ca': { title: 'Pro (Kanada)' },
    'region-pro-eu': { title: 'Pro (Europa)' },
  },
};
