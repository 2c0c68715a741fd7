/** German product copy: uid → [tagline, description]. */
export const de: Record<string, [string, string]> = {
  'aurora-classic': [
    'Wachsski für den sicheren Abstoß in gespurten Loipen.',
    'Der Aurora ist unser Wachs-Klassikski für alle, die mehrmals pro Woche trainieren. Die mittelharte Spannung hält Steigwachs auch bei Kälte und lässt den Ski frei gleiten, sobald der Abstoß endet. Der leichte Holzkern hält das Schwunggewicht auf langen Einheiten niedrig.',
  ],
  'aurora-skin': [
    'Mohair-Steigzone: Abstoß ohne Wachsen, bei jedem Schnee.',
    'Ein Mohairstreifen unter dem Fuß greift in Neuschnee, auf Eis und bei Nässe gleichermaßen, so geht es direkt vom Auto in die Spur. Die überarbeitete Spannung hebt das Fell jetzt früher vom Schnee ab und sorgt für mehr Gleiten. Das Fell ab und zu mit Fellreiniger pflegen, Steigwachs ist nicht nötig.',
  ],
  'nordlys-waxless': [
    'Schuppenprofil für einfachen Halt bei Wochenendtouren.',
    'Ein gefrästes Schuppenprofil gibt zuverlässigen Halt auf den Loipen rund um Stadt und Park. Die weiche Spannung verzeiht einen späten Abstoß, die breite Schaufel schwimmt über unebene Spuren. Ein gutes erstes Paar für alle, die ohne Wachskiste losziehen wollen.',
  ],
  'spor-grip': [
    'Stabil und gutmütig, gemacht für die ersten Saisons.',
    'Der Spor Grip ist breiter und kürzer als ein Sportski und bleibt ruhig, während man den Diagonalschritt lernt. Das Schuppenprofil greift vom ersten Schritt an. Der robuste Belag verträgt auch Kies am Loipeneinstieg.',
  ],
  'vidde-classic': [
    'Wachs-Klassikski für lange Distanzen mit ruhigem Lauf.',
    'Für lange Runden und Skimarathons gebaut, hält die progressive Spannung des Vidde das Wachs über Stunden. Die etwas weichere Schaufel läuft auch in ausgefahrenen, vereisten Spuren geradeaus. Am besten mit einer Klassikbindung und einem Satz Steigwachse kombinieren.',
  ],
  'rime-skate': [
    'Spritziger Skatingski für Training und Volksläufe.',
    'Der Rime drückt bei jedem Schritt kräftig zurück und gibt die Energie in die nächste Gleitphase. Carbonstringer machen ihn verwindungssteif, die Kante hält auf harter Piste. Der gesinterte Belag mit Kaltschliff ist bereit zum Wachsen.',
  ],
  'isbre-skate': [
    'Lebendiger Skatingski, der gute Technik belohnt.',
    'Der Isbre verbindet Fitness und Leistung: stabil genug für lange Einheiten, schnell genug für Intervalle. Die runde Schaufel schiebt in weichen Spuren weniger Schnee. Der gesinterte Belag nimmt Gleitwachs gut auf.',
  ],
  'glima-skate': [
    'Dein erster Skatingski: ausgewogen, stabil, leicht zu kontrollieren.',
    'Ein weicherer Flex und eine etwas breitere Taille machen den Glima Sport leicht auszubalancieren, während man 1:1 und 2:1 lernt. Er ist stabil in der Ebene und gutmütig in schnellen Kurven. Der extrudierte Belag braucht wenig Pflege.',
  ],
  'tinde-skate': [
    'Überarbeitet für hügelige Strecken und schnelle Abfahrten.',
    'Der Tinde hat eine kürzere Schaufel und ein steiferes Ende für schnelle Anstiege und sicheren Stand in Abfahrten. Die Überarbeitung spart Gewicht und bringt einen härteren Belag für aggressiven Frühjahrsschnee. Ein vielseitiger Skatingski für hügeliges Gelände.',
  ],
  'fjell-68': [
    'Schmal genug für die Loipe, Stahlkanten für alles andere.',
    'Der Fjell 68 passt in die Spur, verlässt sie aber gern für gefrorene Seen und Forstwege. Durchgehende Stahlkanten greifen auf vereisten Querungen, das Schuppenprofil steigt sanfte Hänge ohne Felle hinauf. Ein idealer Begleiter für Hüttentouren.',
  ],
  'fjell-78': [
    'Mehr Auftrieb im Neuschnee, trotzdem flink in der Ebene.',
    'Mit 78 Millimetern an der Schaufel schwimmt der Fjell 78 im Neuschnee auf und dreht bereitwillig in der Abfahrt. Die ausgeprägte Taillierung macht Telemarkschwünge leicht. Schuppen unter dem Fuß meistern das wellige Gelände zwischen den Anstiegen.',
  ],
  'trollstig-98': [
    'Nordische Freiheit bergauf, echte Schwünge bergab.',
    'Der breiteste Ski, den wir bauen: Der Trollstig 98 kombiniert eine Rocker-Schaufel mit einer kurzen, fellkompatiblen Steigzone. Mit Fellen steigt er steile Hänge hinauf und carvt echte Schwünge im Tiefschnee. Für alle, die Gipfel statt Loipen verbinden.',
  ],
  'vidde-bc-skin': [
    'Integriertes Mohairfell für leise Anstiege.',
    'Ein breiter Mohaireinsatz greift an Anstiegen, wo Schuppen rutschen, und läuft leise auf Harsch. Stahlkanten und eine moderate Taillierung halten den Vidde Skin BC in Abfahrten ruhig. Ideal für Hochplateaus und lange Grate.',
  ],
  'lavvu-tour': [
    'Sieben Farben, ein entspannter Tourenski.',
    'Der Lavvu Tour fühlt sich in der Loipe und auf Waldwegen wohl. Ein Schuppenprofil greift im welligen Gelände, die mittlere Breite bleibt auch mit Tagesrucksack stabil. Wähle die Farbe, die zu dir passt, sie laufen alle gleich.',
  ],
  'kvist-trail': [
    'Kurz, stabil und bereit für den Waldweg.',
    'Kürzer und breiter als ein Loipenski, dreht der Kvist Trail leicht zwischen Bäumen und kommt mit unebenem Schnee zurecht. Der Schuppenbelag nimmt kleine Hügel mühelos. Ideal für Winterwanderungen abseits gespurter Loipen.',
  ],
  'polar-expedition': [
    'Gemacht, um wochenlang einen Schlitten übers Plateau zu ziehen.',
    'Der Polar Expedition trägt eine schwere Pulka über windgepressten Schnee, ohne einzusinken. Teilstahlkanten greifen auf Sastrugi, der steife Flex hält die Steigzone beim Gleiten vom Schnee fern. Getestet bei Durchquerungen der Hardangervidda.',
  ],
  'tass-junior': [
    'Acht Farben Schuppenski-Spaß für junge Läufer.',
    'Der Tass hat eine weiche Spannung, die Kinder wirklich herunterdrücken können, so greifen die Schuppen bei jedem Schritt. Die runde Schaufel und der robuste Belag überstehen auch Sprünge auf dem Spielplatz. Größere Längen kosten etwas mehr.',
  ],
  'tass-skate-junior': [
    'Ein echter Skatingski in Juniorgrößen.',
    'Der Tass Skate ist gebaut wie unsere Erwachsenen-Skatingski, mit einem Flex für leichtere Läufer. Er passt zum Vereinstraining und zu den ersten Rennen. Größere Längen kosten etwas mehr.',
  ],
  'spire-kids': [
    'Erste Ski für Garten und Spielplatz.',
    'Kurz, leicht und mit optionaler Riemenbindung sind die Spire Kids für die allerersten Schritte auf Schnee gemacht. Schuppen helfen kleinen Läufern kleine Hügel hinauf. Leicht zu tragen für kleine Arme.',
  ],
  'nordlys-race-cold': [
    'Weltcup-Bauweise für kalten, trockenen Schnee.',
    'Der Nordlys Race Cold hat eine hohe, steife Spannung, die Hartwachs in der Gleitphase vom Schnee fernhält. Ein federleichter Wabenkern und ein Kalt-Rennschliff machen ihn unter minus fünf Grad zur ersten Wahl. Jedes Paar wird von Hand nach Flex ausgesucht.',
  ],
  'nordlys-race-plus': [
    'Unser schnellster Skatingski, neu in dieser Saison.',
    'Ein Vollcarbon-Laminat und ein dünnerer Kern sparen Gewicht, wo es zählt. Der Nordlys Race Plus beschleunigt sofort und bleibt bei Höchstgeschwindigkeit ruhig. Handverlesene Paare mit universellem Rennschliff.',
  ],
  'rime-race': [
    'Überarbeiteter Skating-Rennski für weiche und nasse Spuren.',
    'Der Rime Race verteilt den Druck über eine längere Fläche und schwimmt in weichen, nassen Spuren auf, wo steifere Ski einsinken. Die Überarbeitung bringt eine Warmschnee-Struktur und ein robusteres Obermaterial. Ideal für Frühjahrsrennen und wärmere Strecken.',
  ],
  'skare-klister': [
    'Klister-Rennski für vereisten und umgewandelten Schnee.',
    'Der Skare Klister hat eine lange, weiche Steigzone, die Klister auf vereisten Spuren und Firn hält. Steife Vorder- und Hinterteile sorgen für lange Gleitphasen. Unsere Wahl für Frühjahrsrennen und Küstenbedingungen.',
  ],
  'vidde-classic-2021': [
    'Der frühere Vidde, ersetzt durch das aktuelle Modell.',
    'Diese Ausgabe des Vidde Classic wird nicht mehr hergestellt. Der Nachfolger behält den ruhigen Langstreckencharakter mit einem leichteren Kern. Sieh dir den aktuellen Vidde Classic und unsere anderen Klassikski an.',
  ],
  'glima-skate-2020': [
    'Der erste Glima, abgelöst vom Glima Sport.',
    'Der Glima von 2020 wird nicht mehr produziert. Der Glima Sport hat seinen Platz eingenommen, mit stabilerer Plattform und robusterem Belag. Entdecke stattdessen unsere aktuellen Skatingski.',
  ],
  'aurora-classic-boot': [
    'Flexibler Vorfuß, fester Fersenhalt: gemacht für den Diagonalschritt.',
    'Der Aurora-Klassikschuh knickt leicht am Fußballen und hält die Ferse fest, so geht jeder Abstoß in den Ski. Eine wasserabweisende Gamasche hält Schnee von den Schnürsenkeln fern. Die Sohle passt in jede Zwei-Steg-Loipenbindung.',
  ],
  'spor-touring-boot': [
    'Warm, geräumig und bequem vom ersten Schritt an.',
    'Der Spor ist ein bequemer Schuh für entspannte Touren mit weitem Zehenraum und dicker Isolierung. Schnürung und Klettriemen lassen sich auch mit Handschuhen schnell schließen. Passt in jede Zwei-Steg-Loipenbindung.',
  ],
  'nordlys-race-classic-boot': [
    'Carbon-Fersenschale und eine Rennsohle, die genau an der richtigen Stelle knickt.',
    'Eine Carbon-Fersenschale fixiert den Fuß, die Rennsohle biegt sich genau unter dem Fußballen. Der Nordlys Race wiegt unter 900 Gramm pro Paar und ist für eine persönliche Passform thermoformbar. Unser leichtester Klassikschuh.',
  ],
  'rime-skate-boot': [
    'Knöchelhalt und steife Sohle für kraftvolles Skating.',
    'Die gelenkige Manschette des Rime stützt den Knöchel bei jedem Abstoß und lässt das Knie frei nach vorn. Die verwindungssteife Sohle überträgt die Kraft direkt auf die Kante. Ein Wickelverschluss verteilt den Druck gleichmäßig.',
  ],
  'rime-race-skate-boot': [
    'Ein Vollcarbon-Chassis für den Renntag.',
    'Der Rime Race umschließt den Fuß mit einem Vollcarbon-Chassis für die direkteste Kraftübertragung, die wir bauen. Die niedrige Manschette ist in der Vorlage verstellbar. Thermoformbar für eine enge, druckfreie Passform.',
  ],
  'glima-combi-boot': [
    'Ein Schuh für Klassik und Skating.',
    'Mit der abnehmbaren Manschette wird der Glima in Sekunden vom Skating- zum Klassikschuh. Die mittelsteife Sohle funktioniert mit beiden Techniken. Der richtige Schuh, wenn man beide Stile mit einem Paar ausprobieren will.',
  ],
  'vidde-combi-boot': [
    'Bequemer Kombischuh mit warmem Futter.',
    'Der Vidde bietet leichte Knöchelstütze fürs Skating und genug Flex für Klassik. Warmes Futter und eine großzügige Passform machen ihn ideal für lange Tage. Passt in jede Zwei-Steg-Loipenbindung.',
  ],
  'fjell-bc-boot': [
    'Lederschuh fürs Backcountry mit wasserdichter Membran.',
    'Vollnarbenleder und eine wasserdichte Membran halten die Füße auch auf Wochentouren trocken. Der hohe Schaft führt breite Ski im Tiefschnee, der Gummirand schützt vor Harsch. Passt in breite Backcountry-Bindungen.',
  ],
  'trollstig-bc-boot': [
    'Schuh mit Kunststoffmanschette für Telemarkschwünge und steile Anstiege.',
    'Kunststoffmanschette und Faltenbalg geben dem Trollstig die Kontrolle eines Tourenschuhs und den Schritt eines Nordischschuhs. Die Überarbeitung bringt einen Gehmodus und einen wärmeren Innenschuh. Gemacht für den Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Warmer Kinderschuh mit nur einem Klettverschluss.',
    'Kinder können den Tass selbst schließen: ein breiter Klettriemen über einer Reißverschlussgamasche. Warmes Futter und eine flexible Sohle machen die ersten Kilometer zum Vergnügen. In sieben Farben passend zu den Tass-Ski.',
  ],
  'spor-classic-boot-2020': [
    'Der frühere Spor-Schuh, inzwischen ersetzt.',
    'Diese Ausgabe des Spor ist endgültig ausverkauft. Der aktuelle Spor behält die geräumige Passform und hat ein wärmeres Futter. Wirf einen Blick auf unsere aktuellen Klassikschuhe.',
  ],
  'link-race-classic': [
    'Rennbindung mit weichem Flexor für einen langen Abstoß.',
    'Ein weicher Flexor lässt den Schuh ohne Widerstand durch den ganzen Abstoß abrollen. Die geringe Standhöhe bringt dich nah an den Ski, für mehr Gefühl für die Steigzone. Montage auf einer vorgebohrten Platte, in drei Positionen vor oder zurück verstellbar.',
  ],
  'link-race-skate': [
    'Steifer Flexor für schnelle Skatingschritte.',
    'Ein fester Flexor bringt den Ski nach jedem Abstoß sofort zum Schuh zurück. Die Bindung passt auf dieselbe Platte wie ihre Klassik-Schwester. Nach vorn für mehr Halt am Berg, nach hinten für einen lebendigeren Ski.',
  ],
  'link-tour-auto': [
    'Einsteigen, und los geht es.',
    'Die automatische Link Tour schließt beim Einsteigen und öffnet mit einem Druck der Stockspitze. Ein mittlerer Flexor passt zu Klassik und Skating. Für Freizeitläufer, die einfache, zuverlässige Bindungen wollen.',
  ],
  'fjell-bc-binding': [
    'Breitsteg-Bindung für Kontrolle in der Abfahrt.',
    'Die Fjell BC hält eine Breitsteg-Sohle mit einem kräftigen Metallbügel und gibt echte Kantenkontrolle in der Abfahrt. Drei Flexor-Härten liegen bei. Gebaut für viele Jahre Backcountry-Touren.',
  ],
  'tass-junior-binding': [
    'Leichter Einstieg, den Kinder selbst schließen können.',
    'Ein großer Hebel macht die Tass Junior auch mit Fäustlingen leicht zu öffnen und zu schließen. Der weiche Flexor passt zu leichten Kindern in beiden Techniken. Passt zu jedem Zwei-Steg-Juniorschuh.',
  ],
  'nordlys-race-pole': [
    'Vollcarbon-Rennstock mit steifem, leichtem Schaft.',
    'Ein Vollcarbon-Schaft verjüngt sich zur Spitze und hält das Schwunggewicht niedrig und die Steifigkeit hoch. Die Rennschlaufe fixiert die Hand mit Schnellverschluss. Ein leichter Rennteller greift auf harten Loipen.',
  ],
  'rime-carbon-pole': [
    'Robuster Carbonstock fürs tägliche Training.',
    'Der Rime Carbon hat einen Schaft mit 80 Prozent Carbon, der die Stöße des täglichen Trainings wegsteckt. Eine bequeme Schlaufe und ein Korkgriff bleiben auch bei Kälte warm. Lange Längen fürs Skating sind erhältlich.',
  ],
  'vidde-composite-pole': [
    'Composite-Schaft, guter Schwung und ein ehrlicher Preis.',
    'Ein Schaft aus Glas- und Carbonfaser gibt dem Vidde einen guten Schwung zu einem moderaten Preis. Ergonomischer Griff und gepolsterte Schlaufe passen zu langen Distanzen. Ein Klassikstock für Fitnessläufer.',
  ],
  'spor-aluminium-pole': [
    'Robuster Aluminiumstock für jede Tour.',
    'Ein Aluminiumschaft übersteht jahrelangen harten Einsatz. Der große Teller funktioniert auf Wegen und in lockerem Schnee. Ein einfacher, zuverlässiger Stock für Einsteiger und Familien.',
  ],
  'lavvu-adjustable-pole': [
    'Teleskopstock, der in den Rucksack passt.',
    'Zwei Segmente mit Klemmverschluss stellen den Lavvu von kurz für Anstiege bis lang für die Ebene ein. Der große Powderteller hält den Stock auf Neuschnee. Die Länge nennt die kürzeste Einstellung, jeder Stock lässt sich um 30 cm verlängern.',
  ],
  'fjell-bc-pole': [
    'Verstellbarer Backcountry-Stock mit Powderteller.',
    'Der Fjell BC kombiniert ein Aluminium-Oberteil mit einem Carbon-Unterteil für Stabilität, wo sie zählt. Unterwegs verstellbar für Anstiege, Querungen und Abfahrten. Die Hartmetallspitze greift auf Eis und Harsch.',
  ],
  'tass-junior-pole': [
    'Leichte Kinderstöcke in neun Farben.',
    'Leichte Aluminiumschäfte und ein kleiner Teller passen zu Kindern, die das Stockschieben lernen. Eine weiche Schlaufe lässt sich auch mit Fäustlingen anlegen. Neun Farben passend zu Ski, Schuhen und Mützen.',
  ],
  'spor-classic-pole-2020': [
    'Der alte Spor-Stock, inzwischen ausgemustert.',
    'Dieser Stock ist nicht mehr erhältlich. Der Spor Aluminium ersetzt ihn mit robusterem Schaft und größerem Teller. Sieh dir unsere aktuellen Tourenstöcke an.',
  ],
  'rimfrost-glide-wax': [
    'Fluorfreies Gleitwachs in vier Temperaturbereichen.',
    'Rimfrost ist ein Kohlenwasserstoff-Gleitwachs, das sich leicht einbügeln und sauber abziehen lässt. Die Farbe nennt die Temperatur: Blau für kalten Schnee, Violett um minus fünf, Rot um null und Gelb für nassen Frühjahrsschnee. Ein 60-Gramm-Block reicht für eine Saison wöchentlichen Wachsens.',
  ],
  'kvist-grip-wax': [
    'Hartes Steigwachs für sicheren Halt von kalt bis null Grad.',
    'Kvist-Hartwachse werden in dünnen Schichten aufgetragen und glatt gekorkt. Grün greift im kältesten Schnee, Rot um den Gefrierpunkt. Mit der Farbe des Tages beginnen und bei Rutschen eine wärmere Schicht auftragen.',
  ],
  'skare-klister-tube': [
    'Klister für vereiste Spuren und nassen Frühjahrsschnee.',
    'Wenn Hartwachs nicht mehr greift, hilft Klister. Violett für vereiste, wieder gefrorene Spuren, Rot für nassen Schnee und Silber für schmutzigen Frühjahrsschnee. Die Tube vor Gebrauch anwärmen und die Schicht mit dem Daumen oder einem Heißluftföhn glätten.',
  ],
  'polar-race-glide': [
    'Fluorfreies Renngleitwachs für die schnellsten Ski.',
    'Polar Race ist ein fluorfreies Renngleitwachs mit Zusätzen, die Schmutz und Wasser abweisen. Es entspricht vollständig den aktuellen Wettkampfregeln. Einbügeln, abkühlen lassen, abziehen und mit einer Nylonbürste ausbürsten.',
  ],
  'loipe-wax-iron': [
    'Digitales Wachsbügeleisen mit genauer Temperaturanzeige.',
    'Eine dicke Aluminiumplatte hält die Temperatur von der Spitze bis zum Ende gleichmäßig. Die Temperatur lässt sich in Ein-Grad-Schritten von 90 bis 180 °C einstellen. Nie ein Haushaltsbügeleisen verwenden: Seine Platte wird zu heiß und ungleichmäßig.',
  ],
  'loipe-tuning-kit': [
    'Abziehklinge, Bürsten und Kork in einer Rolltasche.',
    'Alles für die Zeit nach dem Bügeln: Plexiklinge, Rillenklinge, Nylon- und Messingbürste sowie ein synthetischer Kork. Die Rolltasche hält das Werkzeug in der Wachskiste zusammen. Ein guter Einstieg ins Wachsen zu Hause.',
  ],
  'rime-race-glove': [
    'Dünner Rennhandschuh mit griffiger Handfläche, in acht Farben.',
    'Der Rime Race hat eine winddichte Oberseite und eine dünne, griffige Handfläche für ein genaues Gefühl am Stockgriff. Ein Ausschnitt am Handgelenk lässt Platz für die Rennschlaufe. Acht Farben passend zum Team.',
  ],
  'vidde-lobster-mitt': [
    'Dreifinger-Fäustling, der die Finger bei minus zwanzig warm hält.',
    'Je zwei Finger teilen sich eine Kammer, so hält der Vidde Lobster die Wärme eines Fäustlings mit dem Griff eines Handschuhs. Isolierung auf dem Handrücken und eine winddichte Hülle trotzen den kältesten Morgen. Eine lange Stulpe schließt über dem Jackenärmel.',
  ],
  'spor-touring-glove': [
    'Warmer Alltagshandschuh für Loipe und Stadt.',
    'Fleecefutter und eine Softshell-Oberseite machen den Spor Touring warm ohne Dicke. Touchscreen-Fingerkuppen erlauben den Blick aufs Handy, ohne ihn auszuziehen. Eine Schlaufe am Bund hält das Paar zusammen.',
  ],
  'nordlys-race-hat': [
    'Dünne, atmungsaktive Rennmütze in neun Farben.',
    'Ein leichtes, dehnbares Strickmaterial mit Netzeinsätzen über den Ohren hält warm, ohne bei Intervallen zu überhitzen. Die Nordlys Race passt in jede Tasche. Neun Farben, eine Größe für die meisten Köpfe.',
  ],
  'lavvu-pom-beanie': [
    'Merinomütze mit Bommel, gefüttert für kalte Tage.',
    'Dichtes Merinostrick mit weichem Fleeceband hält die Ohren auf den kältesten Touren warm. Der klassische Bommel kommt aus einer Wollspinnerei im Gudbrandsdalen. Vier traditionelle Farben.',
  ],
  'rime-headband': [
    'Winddichte Front, atmungsaktiver Rücken, acht Farben.',
    'Das Rime-Stirnband hat eine winddichte Front über Stirn und Ohren und ein atmungsaktives Strickteil hinten. Es sitzt auch unter der Sonnenbrille fest, und ein Pferdeschwanz passt hindurch. Acht Farben.',
  ],
  'fjord-double-ski-bag': [
    'Gepolsterter Sack für zwei Paar Ski und Stöcke.',
    'Der Fjord Double fasst zwei Paar Langlaufski bis 215 cm samt Stöcken. Polster schützen die Beläge im Flugzeug und auf dem Autodach, Rollen erleichtern lange Wege am Flughafen. Separate Fächer halten Wachs und Werkzeug getrennt.',
  ],
  'spor-boot-bag': [
    'Belüftete Schuhtasche mit Fach für die Wachsbox.',
    'Lüftungsöffnungen an den Enden lassen die Schuhe auf dem Heimweg trocknen. Ein separates Fach nimmt Wachsbox, Handschuhe und Mütze auf. Tragbar in der Hand oder am gepolsterten Schultergurt.',
  ],
  'rime-race-backpack': [
    'Ein 20-Liter-Rucksack, der beim Skaten nicht hüpft.',
    'Ein eng anliegendes Tragesystem mit Brustgurt und Hüftflossen hält den Rime Race 20 beim Skating ruhig. Eine isolierte Flaschenhülle verhindert, dass Getränke gefrieren. Ein Stockhalter trägt die Stöcke bei Läufen und Anstiegen.',
  ],
  'kvist-drink-belt': [
    'Isolierter Flaschenhalter für lange Einheiten.',
    'Der Kvist-Trinkgürtel trägt eine 0,75-Liter-Flasche in einem isolierten Holster am Rücken. Eine Reißverschlusstasche nimmt Handy und Riegel auf. Der breite Gürtel sitzt bei Klassik und Skating ruhig.',
  ],
  'isbre-thermo-bottle': [
    'Hält dein Getränk den ganzen Tag heiß.',
    'Eine doppelte Stahlwand hält Getränke zwölf Stunden heiß. Die weite Öffnung nimmt Eis oder Teebeutel auf und ist leicht zu reinigen. Der Becherdeckel dient bei der Mittagspause als Tasse.',
  ],
  'tinde-sport-glasses': [
    'Rundum-Brille mit Scheibe für diffuses Licht.',
    'Eine durchgehende Scheibe schützt vor Wind und Schnee und lässt ein weites Sichtfeld. Die Überarbeitung bringt eine Kontrastscheibe, die die Spur bei flachem, grauem Licht hervorhebt. Eine zweite, klare Scheibe liegt bei.',
  ],
  'skare-merino-socks': [
    'Dünne Merinosocken für eng sitzende Skischuhe.',
    'Die Skare Merino ist dünn genug für eine enge Schuhpassform und warm, auch wenn sie feucht ist. Flache Nähte verhindern Druckstellen an den Zehen. Verstärkte Fersen halten viele Saisons.',
  ],
  'polar-neck-gaiter': [
    'Merino-Schlauchschal, der auch als Gesichtsmaske dient.',
    'Den Polar bei den kältesten Abfahrten über die Nase ziehen und beim Aufstieg wieder herunter. Merinowolle bleibt warm und riecht auch nach einem langen Tag nicht. Eine Größe, ohne Nähte.',
  ],
};
