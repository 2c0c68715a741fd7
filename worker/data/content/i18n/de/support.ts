/** German: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Größenberater',
    summary: 'Fuß und Hand messen, dann die passende Schuh-, Handschuh- und Sockengröße finden.',
    seo: {
      title: 'Größenberater: Schuhe, Handschuhe und Socken',
      description: 'Größentabelle für Schuhe mit Fußlänge in cm, EU-, UK- und US-Größen sowie Handschuh- und Sockengrößen.',
    },
    body: [
      text('Fuß messen'),
      items(
        'Stell dich mit den Socken, in denen du läufst, auf ein Blatt Papier an eine Wand.',
        'Markiere die Spitze deines längsten Zehs und miss von der Wand bis zur Markierung.',
        'Miss beide Füße am Abend, wenn sie am größten sind, und nimm den längeren Wert.',
      ),
      text(
        'Langlaufschuhe sollen an der Ferse eng sitzen und vor den Zehen etwa 1 cm Platz lassen. Liegst du zwischen zwei Größen, nimm für Klassik- und Tourenschuhe die größere und für Skating- und Rennschuhe die kleinere.',
      ),
      { caption: 'Schuhe für Erwachsene', head: ['EU', 'Fußlänge (cm)', 'Mondopoint', 'UK', 'US Herren', 'US Damen'] },
      { caption: 'Kinderschuhe', head: ['EU', 'Fußlänge (cm)', 'US Kinder'] },
      text('Handschuhe'),
      text('Miss den Umfang deiner Hand knapp unterhalb der Knöchel, ohne Daumen.'),
      { caption: 'Handschuhe und Fäustlinge', head: ['Größe', 'Handumfang (cm)'] },
      {
        caption: 'Socken',
        head: ['Größe', 'EU-Schuhgröße'],
        rows: [
          ['36-38', '36 bis 38'],
          ['39-41', '39 bis 41'],
          ['42-44', '42 bis 44'],
          ['45-47', '45 bis 47'],
        ],
      },
      { link: { title: 'Schuhe ansehen' } },
    ],
  },
  'ski-length-guide': {
    title: 'Ratgeber für Ski- und Stocklänge',
    summary: 'Welche Skilänge und Härte zu deinem Gewicht passen und wie lang deine Stöcke sein sollten.',
    seo: {
      title: 'Ratgeber für Ski- und Stocklänge',
      description: 'Klassik- und Skatingski-Längen nach Körpergewicht, Tourenski nach Körpergröße und Formeln für die Stocklänge.',
    },
    body: [
      text(
        'Ein Langlaufski wird zuerst nach dem Gewicht gewählt. Die Spannung muss dein Gewicht in der Gleitphase tragen und sich beim Abstoß flach drücken lassen. Die Körpergröße entscheidet nur innerhalb der Spanne, die dein Gewicht vorgibt.',
      ),
      text('Klassik- und Skatingski nach Gewicht'),
      {
        caption: 'Empfohlene Länge',
        head: ['Körpergewicht (kg)', 'Klassik (cm)', 'Skating (cm)', 'Härte'],
        rows: [
          ['40–50', '180–185', '165–172', 'Weich'],
          ['50–60', '185–192', '172–177', 'Weich bis mittel'],
          ['60–70', '192–197', '177–182', 'Mittel'],
          ['70–80', '197–202', '182–187', 'Mittel bis hart'],
          ['80–90', '202–207', '187–192', 'Hart'],
          ['über 90', '207–210', '192', 'Extra hart'],
        ],
      },
      text('Schnelle Formeln'),
      items(
        'Klassik: Körpergröße plus 20 bis 30 cm, höchstens 210 cm.',
        'Skating: Körpergröße plus 10 bis 15 cm, höchstens 192 cm.',
        'Tourenski mit Stahlkanten: Körpergröße plus 10 bis 20 cm.',
        'Backcountry: Körpergröße bis Körpergröße plus 10 cm; kürzer dreht leichter zwischen Bäumen.',
        'Kinder unter 8 Jahren: etwa die eigene Körpergröße. Ältere Kinder: Körpergröße plus 10 bis 15 cm (Klassik), plus 5 bis 10 cm (Skating).',
      ),
      text(
        'Rennläufer wählen für kalte, harte Spuren die härtere Spannung ihres Gewichtsbereichs und für weichen oder neuen Schnee die weichere. In unseren Geschäften messen wir die Spannung, während du auf dem Ski stehst.',
      ),
      text('Stöcke'),
      {
        caption: 'Stocklänge',
        head: ['Technik', 'Formel', 'Beispiel für 180 cm'],
        rows: [
          ['Klassisch', 'Körpergröße × 0,83', '150 cm'],
          ['Skating', 'Körpergröße × 0,89', '160 cm'],
          ['Touren und Backcountry', 'Körpergröße × 0,80 bis 0,85', '145–155 cm'],
        ],
      },
      text('Liegst du zwischen zwei Längen, nimm für Klassik die kürzere und für Skating die längere.'),
      { link: { title: 'Ski ansehen' } },
      { link: { title: 'Stöcke ansehen' } },
    ],
  },
  waxing: {
    title: 'Wachsanleitung',
    summary: 'Gleitwachs, Steigwachs, Klister und Fellpflege Schritt für Schritt.',
    seo: {
      title: 'Langlaufski richtig wachsen',
      description: 'Gleitwachs, Steigwachs und Klister Schritt für Schritt auftragen, plus Pflege von Fell- und Schuppenski.',
    },
    body: [
      text('Gleitwachs (Schaufel und Ende, und ganze Skatingski)'),
      items(
        'Reinige den Belag mit einer Messingbürste von der Schaufel zum Ende, zehn Züge.',
        'Stell das Bügeleisen auf die Temperatur, die auf dem Wachs steht; zu heiß verbrennt den Belag.',
        'Tropf Wachs entlang des Skis und bügle es mit langsamen, gleichmäßigen Zügen ein, bis das Wachs 5 cm hinter dem Eisen flüssig bleibt.',
        'Lass den Ski mindestens 15 Minuten abkühlen, für ein härteres Ergebnis über Nacht.',
        'Zieh mit einer scharfen Plastikklinge ab und säubere die Rille mit der Ecke der Klinge.',
        'Bürste mit einer Nylonbürste, bis der Belag glänzt, und poliere mit einer Rosshaarbürste nach.',
      ),
      text('Steigwachs (klassische Steigzone)'),
      items(
        'Markiere die Steigzone: von der Ferse des Schuhs bis etwa 50 cm davor, oder wie im Geschäft angepasst.',
        'Rau die Zone leicht mit 120er-Schleifpapier an und bügle einen dünnen Grundwachs ein.',
        'Trag eine dünne Schicht Steigwachs auf und glätte sie mit einem Korken.',
        'Trag drei bis fünf dünne Schichten auf, jede verkorkt, und lass die Ski draußen abkühlen, bevor du läufst.',
      ),
      text('Klister'),
      text(
        'Wärme die Tube an, trag auf jeder Seite der Rille ein dünnes Fischgrätmuster auf und verteile es mit dem Spachtel oder dem Handballen. Lass es zehn Minuten draußen anziehen. Entferne es nach jedem Einsatz mit Wachsentferner.',
      ),
      text('Fell- und Schuppenski'),
      text(
        'Felle brauchen kein Steigwachs. Reinige sie alle paar Ausfahrten mit Fellreiniger und behandle sie mit Fellspray, damit sie nicht vereisen. Bei Schuppenski werden nur die Gleitzonen gewachst; ein Griffspray hilft bei nassem Schnee.',
      ),
      { link: { title: 'Wachs und Werkzeug ansehen' } },
      { link: { title: 'Unser Serviceteam kontaktieren' } },
    ],
  },
  warranty: {
    title: 'Garantie',
    summary: 'Zwei Jahre auf Material und Verarbeitung, und wie du einen Garantiefall meldest.',
    seo: {
      title: 'Loipe-Garantie',
      description: 'Was die zweijährige Loipe-Garantie abdeckt, was nicht, und wie du einen Garantiefall meldest.',
    },
    body: [
      text(
        'Jeder Ski, Schuh, jede Bindung und jeder Stock von Loipe hat ab Kaufdatum zwei Jahre Garantie auf Material- und Verarbeitungsfehler. Gibt dir dein örtliches Verbraucherrecht längere Rechte, gelten diese.',
      ),
      text('Was abgedeckt ist'),
      items(
        'Ablösung von Oberfläche, Seitenwange oder Belag.',
        'Verlust der Spannung in der ersten Saison bei normaler Nutzung.',
        'Gelöste Sohlen und gerissene Nähte an Schuhen.',
        'Bindungsteile, die bei normaler Nutzung brechen.',
        'Stockschäfte, die ohne Sturz oder Stoß brechen.',
      ),
      text('Was nicht abgedeckt ist'),
      items(
        'Kratzer, Kernschüsse und Kantenschäden durch Steine, Kies oder Straßen.',
        'Ski, die bei einem Sturz oder Zusammenstoß brechen, und Stöcke, die überfahren oder eingeklemmt werden.',
        'Normaler Verschleiß: abgelaufene Schuhsohlen, verblasste Farben, abgenutzte Felle.',
        'Hitzeschäden, etwa ein vom Wachseisen verbrannter Belag oder ein am Ofen getrockneter Schuh.',
      ),
      text('Bruchersatz'),
      text(
        'Ski in der ersten Saison bei einem Sturz gebrochen? Schick uns die Teile mit deinem Beleg, und du erhältst 30 % Rabatt auf ein neues Paar desselben Modells.',
      ),
      text('So meldest du einen Garantiefall'),
      items(
        'Mach deutliche Fotos vom Schaden und von der Seriennummer auf dem Ski oder Schuh.',
        'Hast du bei einem Händler gekauft, bring Produkt und Beleg dorthin zurück. Hast du online gekauft, kontaktiere unseren Kundenservice.',
        'Wir prüfen den Fall innerhalb von fünf Werktagen und reparieren, ersetzen oder erstatten das Produkt.',
      ),
      { link: { title: 'Kundenservice kontaktieren' } },
    ],
  },
  returns: {
    title: 'Versand und Rücksendungen',
    summary: '30 Tage für die Rücksendung unbenutzter Artikel, kostenlos in den USA, Kanada und Norwegen.',
    seo: {
      title: 'Versand und Rücksendungen',
      description: 'Lieferzeiten, Grenzen für kostenlosen Versand und wie du eine Bestellung an Loipe zurückschickst.',
    },
    body: [
      text('Versand'),
      {
        caption: 'Lieferung',
        head: ['Shop', 'Lieferzeit', 'Kostenloser Versand ab'],
        rows: [
          ['USA', '2–5 Werktage', '150 $'],
          ['Kanada', '3–6 Werktage', '200 CAD'],
          ['Norwegen', '1–3 Werktage', '1.500 NOK'],
        ],
      },
      text(
        'Bestellungen verlassen unser Lager innerhalb von zwei Werktagen. Sobald dein Paket unterwegs ist, bekommst du einen Sendungslink per E-Mail.',
      ),
      text('Rücksendungen'),
      text(
        'Du hast ab Lieferung 30 Tage Zeit, unbenutzte Artikel in der Originalverpackung und mit allen Etiketten zurückzuschicken. In den USA, Kanada und Norwegen ist die Rücksendung kostenlos.',
      ),
      items(
        'Melde dich an und öffne die Bestellung in deinem Konto, oder kontaktiere den Kundenservice, wenn du als Gast bestellt hast.',
        'Wähle die Artikel für die Rücksendung aus und druck das vorfrankierte Etikett aus.',
        'Verpack die Artikel sicher und gib das Paket bei einer Post- oder Paketstelle ab.',
      ),
      text(
        'Wir erstatten den Betrag innerhalb von fünf Werktagen nach Eingang des Pakets auf dein ursprüngliches Zahlungsmittel. Du brauchst eine andere Größe oder Länge? Schick den Artikel zurück und bestell neu: Das ist der schnellste Weg.',
      ),
      text('Was wir nicht zurücknehmen können'),
      items(
        'Ski, die gewachst, mit Bindungen montiert oder auf Bestellung geschliffen wurden.',
        'Geöffnetes Wachs und geöffneter Klister.',
        'Socken und andere Hygieneartikel mit geöffnetem Siegel.',
      ),
      text(
        'Bei einem Händler gekauft? Bitte bring den Artikel in das Geschäft zurück, in dem du ihn gekauft hast; dort gelten die eigenen Rückgabebedingungen.',
      ),
      { link: { title: 'Deinen Händler finden' } },
    ],
  },
  contact: {
    title: 'Kontakt',
    summary: 'Telefon, E-Mail und Öffnungszeiten unseres Kundenservice in jeder Region.',
    seo: { title: 'Loipe kontaktieren', description: 'So erreichst du den Loipe-Kundenservice in deiner Region per Telefon oder E-Mail.' },
    body: [
      text(
        'Unser Kundenservice läuft selbst Ski: Frag uns nach Größen, Wachs, Bestellungen, Rücksendungen oder Garantie. E-Mails beantworten wir innerhalb eines Werktags.',
      ),
      {
        caption: 'Kundenservice nach Region (Ortszeit)',
        head: ['Büro', 'Telefon', 'E-Mail', 'Zeiten'],
        rows: contactRows({ mon: 'Mo', tue: 'Di', wed: 'Mi', thu: 'Do', fri: 'Fr', sat: 'Sa', sun: 'So' }),
      },
      text('Hauptsitz'),
      text(
        'Loipe AS, Storgata 84, 2615 Lillehammer, Norwegen. Unser Flagship-Store liegt im Erdgeschoss und ist im Winter täglich geöffnet.',
      ),
      text('Bevor du schreibst'),
      items(
        'Halte bei Fragen zu einer Bestellung die Bestellnummer bereit; sie steht in deiner Bestätigungs-E-Mail.',
        'Füge bei einem Garantiefall Fotos vom Schaden und von der Seriennummer bei.',
        'Schreib bei Fragen zum Pro-Konto an pro@loipe.com.',
      ),
      { link: { title: 'Garantie' } },
      { link: { title: 'Versand und Rücksendungen' } },
    ],
  },
};
