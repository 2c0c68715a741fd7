/** German: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Technik',
    description: 'Übungen und Erklärungen unserer Trainer und Athleten, damit jeder Schritt zählt.',
    seo: { title: 'Technik | Loipe Journal', description: 'Klassisch- und Skatingtechnik, erklärt von Trainern und Rennläufern.' },
  },
  trips: {
    title: 'Touren',
    description: 'Strecken, Hütten und Rennen, für die sich die Reise lohnt, vom Birkebeiner bis Hokkaido.',
    seo: { title: 'Touren | Loipe Journal', description: 'Langlauftouren und Tourenberichte vom Loipe-Team.' },
  },
  'gear-care': {
    title: 'Pflege',
    description: 'Wachsen, Schleifen und Lagern: So bleiben Ski schnell und Schuhe trocken, Saison für Saison.',
    seo: { title: 'Pflege | Loipe Journal', description: 'So wachst, lagerst und pflegst du Langlaufski und -schuhe.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Doppelstockschub: Bau deinen Motor',
    hero_image: { alt: 'Langläufer im Doppelstockschub auf einer Flutlichtloipe' },
    excerpt: 'Moderne Klassikrennen werden mit Armen und Rumpf gewonnen. So wird der Doppelstockschub zur Stärke statt zur Notlösung.',
    body: [
      text(
        'Vor zehn Jahren war Doppelstockschub das, was man im Flachen zwischen den Hügeln machte. Heute laufen die Schnellsten den Großteil eines Klassikrennens im Doppelstock, und selbst auf der Sonntagstour spart ein kräftiger Doppelstockschub die Beine für die Anstiege.',
      ),
      text('Es beginnt in der Hüfte'),
      text(
        'Der häufigste Fehler ist, mit den Armen zu ziehen. Die Kraft kommt aus dem Fallen nach vorn: Geh mit hoher Hüfte auf die Fußballen, lass den Körper über die Stöcke kippen und roll den Rumpf nach unten ein. Die Arme übertragen dieses Gewicht nur in den Schnee.',
      ),
      text('Stockwinkel und Rückholphase'),
      text(
        'Setz die Stöcke mit den Händen vor dem Gesicht ein, die Spitzen knapp hinter den Bindungen. Landen die Spitzen vor den Füßen, bremst du, bevor du schiebst. Auf dem Rückweg lockerst du die Hände und lässt die Stöcke nach vorn schwingen: In der Rückholphase atmest du.',
      ),
      text('Eine Einheit zum Ausprobieren'),
      items(
        '20 Minuten locker einlaufen.',
        '6 × 2 Minuten Doppelstockschub an einer leichten Steigung, zu Fuß zurück.',
        '4 × 30 Sekunden im Renntempo im Flachen, mit voller Pause.',
        '15 Minuten im Diagonalschritt auslaufen.',
      ),
      text('Mach das ab Oktober einmal pro Woche. Bis Weihnachten spürst du den Unterschied auf jedem flachen Stück der Runde.'),
    ],
  },
  'skate-v2-timing': {
    title: 'Das Timing im 1:1: ein Schritt, ein Stockschub',
    hero_image: { alt: 'Skatingläufer im 1:1 auf einer gespurten Loipe' },
    excerpt: 'Der 1:1-Schritt ist der schnellste Gang im Flachen. Die meisten verlieren ihn beim Timing. Drei Übungen helfen.',
    body: [
      text(
        'Im 1:1 setzt du bei jedem Beinabstoß die Stöcke ein. Gut gemacht ist es die effizienteste Art, im leichten Gelände schnell zu laufen; schlecht gemacht fühlt es sich wie ein Kampf mit den eigenen Stöcken an.',
      ),
      text('Steh aufrecht auf einem Ski'),
      text(
        'Jeder Schritt beginnt mit dem ganzen Körper über einem Ski: Nase, Knie und Zehen in einer Linie. Erst dann setzt du die Stöcke ein. Stößt du ab, während das Gewicht noch zwischen den Ski liegt, geht der Schub zur Seite.',
      ),
      text('Drei Übungen'),
      items(
        'Skaten ohne Stöcke, jede Gleitphase bis drei zählen.',
        '1:1 mit Pause: Stockeinsatz, auf einem Ski gleiten, kurz anhalten vor dem nächsten Abstoß.',
        '1:1 an einem leichten Gefälle, nur darauf achten, die Hände vor dem Gesicht einzusetzen.',
      ),
      text('Filme dich von vorn. Wenn sich der Kopf gerade nach vorn bewegt statt von Seite zu Seite, stimmt das Timing.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Den Abstoß im Diagonalschritt finden',
    hero_image: { alt: 'Klassikläufer im Diagonalschritt am Anstieg' },
    excerpt: 'Rutschen am Berg liegt selten am Wachs. Es liegt daran, wo dein Gewicht beim Abstoß ist. So spürst du es.',
    body: [
      text(
        'Ein Klassikski greift, wenn dein ganzes Gewicht die Steigzone für einen Sekundenbruchteil in den Schnee drückt. Stößt du zu früh, zu spät oder mit dem Gewicht hinter dem Fuß ab, rutscht selbst perfektes Wachs.',
      ),
      text('Die Rollerübung'),
      text(
        'Zieh einen Ski aus. Schieb dich mit dem freien Fuß an wie auf einem Roller und gleite auf dem Ski. Achte darauf, wie du die Hüfte über den Ski bringen musst, um im Gleichgewicht zu bleiben. Genau diese Hüftposition brauchst du beim Abstoß.',
      ),
      text('Nach unten abstoßen, nicht nach hinten'),
      text(
        'Stell dir vor, du trittst einen Käfer unter der Fußmitte platt. Der Abstoß ist ein kurzer, kräftiger Druck nach unten, gefolgt vom Schub nach hinten. An steileren Anstiegen verkürzt du den Schritt und hältst den Rhythmus schnell.',
      ),
      text(
        'Rutschst du danach immer noch, prüf dein Wachs und die Härte deines Skis. Im Skilängen-Ratgeber steht, wie wir die Härte auf dein Gewicht abstimmen.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'Die Birkebeiner-Strecke an einem Tag',
    hero_image: { alt: 'Das offene Plateau oberhalb von Sjusjøen auf der Birkebeiner-Strecke' },
    excerpt:
      'Vierundfünfzig Kilometer von Rena nach Lillehammer, mit 3,5 kg auf dem Rücken. So läufst du die Birken-Strecke abseits des Renntags.',
    body: [
      text(
        'Jeden März laufen 16.000 Menschen mit einem 3,5 kg schweren Rucksack von Rena nach Lillehammer, in Erinnerung an die Birkebeiner-Krieger, die 1206 den kleinen Prinzen Håkon über das Gebirge trugen. Die Strecke ist fast den ganzen Winter gespurt, und sie an einem ruhigen Wochentag zu laufen, ist einer der großen Tage im norwegischen Skilauf.',
      ),
      text('Die Strecke'),
      text(
        'Vom Start in Rena steigt die Loipe die ersten 15 km bis Skramstadsetra an. Dann folgt das Hochplateau über den Raudfjellet auf fast 900 m, offen und exponiert, bevor es in langer, schneller Abfahrt an Sjusjøen und Midtfjellet vorbei ins Skistadion von Lillehammer geht.',
      ),
      text('Was wir dabeihatten'),
      items(
        'Eine warme Jacke und ein zweites Paar Handschuhe fürs Plateau.',
        'Zwei Liter Sportgetränk in einem isolierten Gürtel.',
        'Klister und eine Abziehklinge: Oben auf dem Plateau ist der Schnee oft eisiger als im Tal.',
        'Brötchen mit Braunkäse, der Birken-Klassiker.',
      ),
      text('Anreise'),
      text(
        'Nimm den frühen Zug nach Rena und den Shuttlebus zum Start. Vom Stadion in Lillehammer sind es zehn Minuten zu Fuß zu unserem Geschäft in der Storgata, wo du deine Tasche für den Tag abstellen kannst.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'Von Hütte zu Hütte durch Rondane',
    hero_image: { alt: 'Eine bewirtschaftete Berghütte in Rondane in der Abenddämmerung' },
    excerpt: 'Vier Tage, drei Hütten und ein perfekter Frühjahrsharsch. Unsere Route durch Norwegens ältesten Nationalpark.',
    body: [
      text(
        'Rondane war Norwegens erster Nationalpark, und im April, wenn die Tage lang sind und der Schnee morgens zu Harsch gefriert, ist er wie gemacht für leichte Tourenski. Der Norwegische Wanderverband markiert eine Winterroute zwischen seinen Hütten mit Birkenzweigen.',
      ),
      text('Unsere Route'),
      items(
        'Mysuseter nach Rondvassbu, 13 km am See entlang.',
        'Rondvassbu nach Bjørnhollia, 18 km durch das Langglupdalen.',
        'Bjørnhollia nach Eldåbu, 20 km über das Plateau.',
        'Eldåbu nach Straumbu, 14 km talabwärts.',
      ),
      text('Ski für Frühjahrstouren'),
      text(
        'Wir waren mit stahlkantigen Tourenski mit Fell-Steigzone unterwegs. Auf Harsch halten die Kanten, und wenn die Sonne ihn nachmittags zu Sulz macht, greifen die Felle weiterhin ohne Wachs.',
      ),
      text(
        'Prüfe jeden Tag den Lawinenlagebericht auf varsom.no und nimm Karte und Kompass mit: Bei Whiteout verschwindet die markierte Route.',
      ),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Nordische Touren im Tiefschnee von Hokkaido',
    hero_image: { alt: 'Tief verschneiter Birkenwald bei Niseko' },
    excerpt: 'Hokkaido ist berühmt für alpinen Pulverschnee. Auf breiten nordischen Ski sind seine Wälder genauso gut, und viel ruhiger.',
    body: [
      text(
        'Kalte Luft aus Sibirien zieht über das Japanische Meer und lädt ihre Feuchtigkeit als leichten, trockenen Schnee über Hokkaido ab, oft mehr als fünfzehn Meter pro Winter. Die Alpinmassen zieht es zu den Liften; die sanften Wälder dazwischen gehören allen mit Tourenski.',
      ),
      text('Wohin'),
      text(
        'Rund um Niseko verbindet die nordische Loipe am Fuß des Mount Annupuri mit Forstwegen, die sanft durch Birken und Eichen ansteigen. Weiter östlich bieten die Gegend um Furano und die Ausläufer des Daisetsuzan lange, stille Täler mit einem Onsen am Ende des Tages.',
      ),
      text('Was im Tiefschnee funktioniert'),
      items(
        'Breite Backcountry-Ski mit Schuppen- oder Fell-Steigzone: 68 mm Taille oder mehr.',
        'Ein Backcountry-Schuh und eine Bindung mit echter Torsionssteifigkeit.',
        'Lange Stöcke mit großen Pulverschneetellern.',
      ),
      text(
        'Örtliche Guides bieten den ganzen Winter halbtägige nordische Touren ab Niseko und Furano an; unser Team in Sapporo empfiehlt dir gern einen.',
      ),
    ],
  },
  'summer-storage': {
    title: 'Ski in den Sommerschlaf schicken',
    hero_image: { alt: 'Ski auf einer Wachsbank in einer Hüttenwerkstatt' },
    excerpt: 'Zwanzig Minuten im April halten deine Beläge bis November schnell. Die Lagerroutine einer Servicetechnikerin.',
    body: [
      text(
        'Das Schlimmste für einen Skibelag im Sommer ist Luft. Ein trockener, ungeschützter Belag oxidiert und wird grau, und ein oxidierter Belag nimmt kein Wachs mehr gut auf. Eine dicke Schicht Lagerwachs verhindert das.',
      ),
      text('Die Routine'),
      items(
        'Entferne Steigwachs und Klister vollständig mit Wachsentferner und wisch die Steigzone trocken.',
        'Bürste die Gleitzonen mit einer Messingbürste, um die Struktur zu öffnen.',
        'Bügle eine dicke Schicht weiches Gleitwachs ein und zieh sie nicht ab.',
        'Schnall die Ski an Schaufel und Ende zusammen, ohne die Spannung flach zu drücken.',
        'Lagere sie liegend oder hängend, kühl und trocken und vor Sonne geschützt.',
      ),
      text('Schuhe und Stöcke'),
      text(
        'Nimm die Innenschuhe heraus und lass sie vollständig trocknen, bevor du sie einlagerst. Prüfe Stockspitzen und Schlaufen: Der Sommer ist die Zeit, abgenutzte Spitzen zu ersetzen, nicht der erste Schneemorgen.',
      ),
      text('Im Herbst ziehst du das Lagerwachs ab und bürstest nach, und deine Ski sind bereit für den ersten Schnee.'),
    ],
  },
  'choosing-kick-wax': {
    title: 'Welches Steigwachs? Lies den Schnee',
    hero_image: { alt: 'Klassikspuren auf einem zugefrorenen See an einem kalten Morgen' },
    excerpt: 'Die Temperatur ist nur die halbe Wahrheit. Wie neu oder alt der Schnee ist, entscheidet zwischen Hartwachs und Klister.',
    body: [
      text(
        'Wachstabellen beginnen mit der Temperatur, aber zwei Morgen bei minus 5 °C können ganz unterschiedliche Wachse brauchen. Neuschnee hat scharfe Kristalle, die sich in Hartwachs verhaken; alter, umgewandelter Schnee hat runde Körner, die nur weiches Wachs oder Klister greifen kann.',
      ),
      text('Eine einfache Regel'),
      {
        caption: 'Steigwachs nach Schnee',
        head: ['Schnee', 'Lufttemperatur', 'Wachs'],
        rows: [
          ['Neuer, trockener Schnee', 'Unter −10 °C', 'Hartwachs, grün'],
          ['Neuschnee', '−10 bis −2 °C', 'Hartwachs, blau'],
          ['Neuschnee um null Grad', '−2 bis +1 °C', 'Hartwachs, violett oder rot'],
          ['Alter, feinkörniger Schnee', '−5 bis 0 °C', 'Blauer Klister, dünn'],
          ['Vereiste oder wiedergefrorene Spuren', 'Unter 0 °C', 'Blauer Klister mit Universalklister darüber'],
          ['Nasser, grober Frühjahrsschnee', 'Über 0 °C', 'Roter oder Universalklister'],
        ],
      },
      text('Schichten halten länger'),
      text(
        'Bügle zuerst einen dünnen Grundwachs ein und kork dann drei bis fünf dünne Schichten Steigwachs ein. Dünne, jeweils glatt verkorkte Schichten greifen besser und halten länger als eine dicke.',
      ),
      text(
        'Im Zweifel beginnst du zu hart: Ein weicheres Wachs kannst du immer darüber auftragen, aber ein zu weiches vereist und muss wieder runter.',
      ),
    ],
  },
  'when-to-stone-grind': {
    title: 'Wann braucht ein Ski einen Steinschliff?',
    hero_image: { alt: 'Ein Ski wird in der Loipe-Werkstatt steingeschliffen' },
    excerpt:
      'Ein frischer Schliff lässt einen alten Ski wie neu laufen. So erkennst du, wann es Zeit ist, und welche Struktur du wählen solltest.',
    body: [
      text(
        'Ein Steinschliff planiert den Belag und schneidet ein feines Muster hinein, die Struktur. Sie bricht den Wasserfilm zwischen Belag und Schnee auf, und die richtige Struktur für den Schnee kann mehr Gleiten bringen als jedes Wachs.',
      ),
      text('Zeichen, dass es Zeit ist'),
      items(
        'Der Belag sieht grau und trocken aus, selbst direkt nach dem Wachsen.',
        'Du spürst mit dem Fingernagel Kratzer oder einen Grat entlang der Kanten.',
        'Der Ski hat seit dem letzten Schliff mehr als 1.500 km gemacht.',
        'Ein Ski, der früher gut lief, fühlt sich bei jedem Schnee langsam an.',
      ),
      text('Welche Struktur?'),
      text(
        'Für die meisten ist eine Universalstruktur richtig. Rennläufer mit mehreren Paaren wählen eine feine Struktur für kalten Neuschnee und eine gröbere für nassen oder alten Schnee. Unsere Servicecenter fragen dich, wo und wann du am meisten läufst.',
      ),
      text('Ein Schliff dauert im Winter etwa eine Woche. Buch ihn im Herbst und du sparst dir die Warteschlange.'),
    ],
  },
};
