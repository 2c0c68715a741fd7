/** German: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Startseite',
    seo: {
      title: 'Loipe | Langlaufski, Schuhe und Stöcke aus Lillehammer',
      description:
        'Klassik-, Skating- und Backcountry-Ski, Schuhe, Bindungen und Stöcke, entwickelt und getestet in Lillehammer seit 1987.',
    },
    body: [
      {},
      { title: 'Neu in diesem Winter' },
      {
        title: 'Nach Kategorie einkaufen',
        cards: [
          { title: 'Ski', text: 'Klassisch, Skating, Touren und Backcountry.', link: { title: 'Ski ansehen' } },
          { title: 'Schuhe', text: 'Warm, steif wo es zählt, weich wo es soll.', link: { title: 'Schuhe ansehen' } },
          { title: 'Bindungen', text: 'Step-in-Bindungen für jeden Schuh und jeden Stil.', link: { title: 'Bindungen ansehen' } },
          { title: 'Stöcke', text: 'Carbon-Rennstöcke und robuste Tourenstöcke.', link: { title: 'Stöcke ansehen' } },
          { title: 'Zubehör', text: 'Wachs, Handschuhe, Taschen und alles dazwischen.', link: { title: 'Zubehör ansehen' } },
        ],
      },
      {},
      { title: 'Schuhe für jeden Schritt' },
      {},
      { title: 'Aus dem Journal' },
      { title: 'Team Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'Über Loipe',
    seo: {
      title: 'Über Loipe',
      description:
        'Wie aus einer Skiwerkstatt in Lillehammer Loipe wurde: unsere Geschichte, unsere Testrunde in Sjusjøen und wie wir Ski bauen.',
    },
    body: [
      {},
      {
        content: [
          text('Unsere Geschichte'),
          text(
            'Loipe kommt von „løype“, dem norwegischen Wort für eine gespurte Langlaufstrecke. 1987 begannen Kari und Anders Haugen in einer Scheune oberhalb von Lillehammer, hölzerne Tourenski für Freunde zu pressen, die jeden März den Birkebeiner liefen. Es sprach sich entlang der Strecke herum, und zu den Winterspielen 1994 war aus der Scheune eine Werkstatt in der Storgata mit zwölf Leuten geworden.',
          ),
          text(
            'Heute entwerfen, bauen und testen rund neunzig Menschen die Ausrüstung von Loipe. Die Ski werden weiterhin in Lillehammer gepresst; Schuhe entstehen bei Partnern in Estland und Italien, auf unseren Leisten und nach unseren Vorgaben.',
          ),
          text('Getestet in Sjusjøen'),
          text(
            'Jeder Ski, den wir verkaufen, hat mindestens 300 km auf unserer Testrunde in Sjusjøen hinter sich, zwanzig Minuten oberhalb der Werkstatt. Von November bis April messen wir jeden Morgen das Gleiten auf demselben 400-Meter-Abschnitt, bei jedem Schnee, den das Plateau hergibt, und wir ändern einen Ski nur, wenn die Stoppuhr sagt, dass er besser ist.',
          ),
          text('Wie wir bauen'),
          items(
            'Holzkerne aus FSC-zertifizierter norwegischer Fichte und Birke, kombiniert mit einer Wabenschaufel für ein geringes Schwunggewicht.',
            'Beläge, im eigenen Haus geschliffen: Kaltschnee-, Universal- und Nassschnee-Strukturen für jedes Skimodell.',
            'Fluorfreie Wachse und Belagspflege im gesamten Sortiment seit 2020.',
            'Ein Reparaturservice in jeder Region, damit eine gebrochene Schaufel oder ein abgenutzter Belag kein neues Paar Ski bedeutet.',
          ),
          text('Ein guter Ski verschwindet unter deinen Füßen. Du merkst nur noch die Loipe.'),
          text('Kari Haugen, Mitgründerin'),
          { link: { title: 'Besuche einen Loipe Store' } },
        ],
      },
    ],
  },
  psia: {
    title: 'PSIA-Mitglieder',
    seo: {
      title: 'Loipe für PSIA-AASI-Mitglieder',
      description: 'Nordische PSIA-AASI-Skilehrer erhalten Loipe-Pro-Preise, Testski für Kurse und frühen Zugang zu neuen Modellen.',
    },
    body: [
      {},
      {
        content: [
          text('Eine Partnerschaft für nordische Skilehrer'),
          text(
            'Loipe ist offizieller nordischer Partner der Professional Ski Instructors of America und der American Association of Snowboard Instructors (PSIA-AASI). Über die Partnerschaft unterrichten und trainieren zertifizierte und registrierte Mitglieder mit Loipe-Ausrüstung zu Mitgliederpreisen.',
          ),
          text('Was Mitglieder erhalten'),
          items(
            'Loipe-Pro-Preise für Ski, Schuhe, Bindungen und Stöcke bis zum jährlichen Pro-Budget.',
            'Testflotten mit Klassik- und Skatingski bei nordischen PSIA-Kursen und Prüfungen in jeder Division.',
            'Früher Zugang zu neuen Modellen jeden Herbst, bevor sie in die Geschäfte kommen.',
            'Ein kostenloser Steinschliff pro Saison in den Loipe-Servicecentern in den USA.',
          ),
          text('So wirst du Mitglied'),
          items(
            'Melde dich im PSIA-AASI-Mitgliederportal an und kopiere deinen Loipe-Pro-Code von der Seite „Partner Offers“.',
            'Erstelle ein Loipe-Pro-Konto und gib den Code zusammen mit deiner PSIA-Mitgliedsnummer ein.',
            'Deine Pro-Preise gelten, sobald der Code akzeptiert ist, meist innerhalb eines Werktags.',
          ),
          text('Die Mitgliedschaft muss gültig sein. Wir prüfen den Mitgliedsstatus zu Beginn jeder Saison mit PSIA-AASI.'),
          { link: { title: 'Pro-Konto erstellen' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro: Ausrüstung für alle, die im Schnee arbeiten',
      description: 'Pro-Preise für Skilehrer, Trainer, Pistenretter und Fachhandelspersonal, mit einem Pro-Budget in deinem Konto.',
    },
    body: [
      {},
      {
        content: [
          text('Wer teilnehmen kann'),
          items(
            'Zertifizierte oder registrierte nordische Skilehrer (PSIA-AASI, CANSI, Ausbildungen des Norwegischen Skiverbands, DSV, ESF und vergleichbare nationale Verbände).',
            'Trainer mit einer Lizenz eines nationalen Skiverbands sowie die Cheftrainer ihrer Vereine.',
            'Haupt- und ehrenamtliche Pistenretter mit gültigem Ausweis.',
            'Mitarbeitende autorisierter Loipe-Händler und Servicecenter sowie Servicetechniker von Nationalteams.',
          ),
          text('So funktionieren Pro-Preise'),
          text(
            'Sobald deine Bewerbung angenommen ist, siehst du jedes Produkt zum Pro-Preis, solange du angemeldet bist. Pro-Preise gelten für Bestellungen für den eigenen Einsatz im Schnee und lassen sich nicht mit anderen Angeboten kombinieren.',
          ),
          text('Das Pro-Budget'),
          text(
            'Jedes Pro-Konto hat ein jährliches Budget, 3.000 in deiner Shop-Währung, sofern deine Vereinbarung nichts anderes sagt. Die Übersicht in deinem Konto zeigt, was du in diesem Pro-Jahr zu Pro-Preisen ausgegeben hast, wie viel übrig ist und bis wann dein Pro-Status gilt.',
          ),
          items(
            'Das Pro-Jahr läuft vom 1. Juli bis zum 30. Juni. Am 1. Juli beginnt das Budget wieder bei null.',
            'Bestellungen zählen zum Budget, sobald sie versandt werden; zurückgeschickte Artikel werden dem Restbetrag wieder gutgeschrieben.',
            'Würde eine Bestellung das Budget überschreiten, wird der darüber liegende Teil zum normalen Preis berechnet.',
            'Verlängere vor dem angezeigten Datum, damit deine Pro-Preise ohne Unterbrechung weiterlaufen.',
          ),
          text('Bewerben'),
          text(
            'Bewirb dich mit dem Pro-Code deines Verbands oder Arbeitgebers und einem Nachweis deiner Tätigkeit. Wir prüfen jede Bewerbung innerhalb von drei Werktagen.',
          ),
          { link: { title: 'Für Loipe Pro bewerben' } },
          { link: { title: 'Fragen? Pro-Support kontaktieren' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Style Tile',
    seo: { title: 'Style Tile', description: 'Schrift, Farben, Buttons, Listen und Tabellen des Loipe-Shops auf einer Seite.' },
    body: [
      {
        content: [
          text('Die Dachzeile steht über einer Überschrift'),
          text('Überschrift zwei: die Loipe vor uns'),
          text('Überschrift drei: Abstoß, Gleiten, Wiederholen'),
          text(
            'Fließtext ist für langes Lesen gesetzt: angenehme Zeilenlänge, großzügiger Zeilenabstand und genug Kontrast, um ihn im hellen Schneelicht auf dem Handy zu lesen.',
          ),
          text('Ein Zitat hebt sich vom Fließtext ab.'),
          items('Ein Listenpunkt', 'Ein zweiter Punkt, lang genug, um auf dem Handy in die nächste Zeile umzubrechen', 'Ein dritter Punkt'),
          items('Erster Schritt', 'Zweiter Schritt', 'Dritter Schritt'),
          {
            caption: 'Farbpalette',
            head: ['Name', 'Verwendung', 'Hex'],
            rows: [
              ['Fjord', 'Haupttext und Buttons', '#12324A'],
              ['Schnee', 'Seitenhintergrund', '#FAFBFC'],
              ['Birke', 'Rahmen und Linien', '#D9DDE1'],
              ['Preiselbeere', 'Angebotspreise und Hinweise', '#B3261E'],
              ['Fichte', 'Erfolgsmeldungen und Lagerbestand', '#2E6B4F'],
            ],
          },
          { link: { title: 'Ein Link im Text' } },
        ],
      },
      {},
      { title: 'Produktraster' },
    ],
  },
  'test-store': {
    title: 'Ski vor dem Kauf testen',
    seo: {
      title: 'Loipe-Testevents: unsere Ski im Schnee ausprobieren',
      description: 'Termine und Orte der Loipe-Testevents, bei denen du jedes Modell der Kollektion kostenlos testen kannst.',
    },
    body: [
      {},
      {
        content: [
          text(
            'Bei einem Loipe-Testevent leihst du dir jeden Ski der Kollektion, in deiner Länge und mit der passenden Steigzone, für so viele Runden, wie du möchtest. Bring deine eigenen Schuhe mit oder leih dir unsere. Das Testen ist kostenlos; wir brauchen nur einen gültigen Ausweis.',
          ),
          {
            caption: 'Testevents, Winter 2026/27',
            head: ['Datum', 'Ort', 'Land', 'Was du testen kannst'],
            rows: [
              ['28.–29. November', 'Sjusjøen Skisenter', 'Norwegen', 'Gesamte Kollektion'],
              ['6. Dezember', 'Holmenkollen, Oslo', 'Norwegen', 'Renn- und Skatingski'],
              ['13. Dezember', 'Trapp Family Lodge, Stowe', 'USA', 'Klassik- und Tourenski'],
              ['20. Dezember', 'Canmore Nordic Centre', 'Kanada', 'Gesamte Kollektion'],
              ['10. Januar', 'Seefeld in Tirol', 'Österreich', 'Klassik und Skating'],
              ['17. Januar', 'Davos Nordic', 'Schweiz', 'Renn- und Skatingski'],
              ['24. Januar', 'Les Saisies', 'Frankreich', 'Gesamte Kollektion'],
              ['31. Januar', 'Val di Fiemme, Lago di Tesero', 'Italien', 'Klassik und Skating'],
              ['7. Februar', 'Niseko Nordic Course', 'Japan', 'Touren und Backcountry'],
            ],
          },
          text('Bevor du kommst'),
          items(
            'Kenne dein Gewicht: Wir wählen die Skihärte direkt vor Ort danach aus.',
            'Zieh dich für zwei Stunden draußen an; die Testrunden sind 3 bis 5 km lang.',
            'Heb den Beleg vom Event auf: Kaufst du den getesteten Ski innerhalb von 30 Tagen, wachsen wir ihn kostenlos.',
          ),
          { link: { title: 'Finde das nächste Geschäft' } },
        ],
      },
    ],
  },
};
