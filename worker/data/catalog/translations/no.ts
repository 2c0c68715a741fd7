/** Norwegian (bokmål) product copy: uid → [tagline, description]. */
export const no: Record<string, [string, string]> = {
  'aurora-classic': [
    'Smøreski for klassisk med trygt fraspark i preparerte løyper.',
    'Aurora er vår klassiske smøreski for deg som trener flere ganger i uka. Det middels stive spennet holder festesmøringen godt i kulda og lar skien gli fritt så snart frasparket er ferdig. Den lette trekjernen holder svingvekten nede på lange økter.',
  ],
  'aurora-skin': [
    'Mohairfeste: fraspark uten smøring, i alt slags føre.',
    'En stripe mohair under foten fester like godt i nysnø, på is og i vått føre, så du kan gå rett fra bilen. Det omarbeidede spennet løfter nå feller tidligere fra snøen for bedre gli. Rens fellen av og til, festevoks trengs ikke.',
  ],
  'nordlys-waxless': [
    'Fiskeskjell for enkelt feste på helgeturen.',
    'Et frest skjellmønster gir pålitelig feste i løypene rundt byen og i parken. Det myke spennet tilgir et sent fraspark, og den brede tuppen flyter over ujevne spor. Et godt første par for deg som vil ut uten smøreskrin.',
  ],
  'spor-grip': [
    'Stabil og tilgivende, laget for de første sesongene.',
    'Spor Grip er bredere og kortere enn en sportsski, så den står støtt mens du lærer diagonalgang. Skjellene fester fra første steg. Den slitesterke sålen tåler grus ved løypestarten.',
  ],
  'vidde-classic': [
    'Langdistanse-smøreski med rolig gange.',
    'Vidde er bygget for lange runder og turrenn, med et progressivt spenn som holder smøringen i timevis. Den litt mykere tuppen går rett også i slitte, isete spor. Kombiner med en klassiskbinding og et sett festevoks.',
  ],
  'rime-skate': [
    'Kvikk skøyteski for trening og turrenn.',
    'Rime gir kraftig tilbake i hvert skøytetak og sender energien videre i neste gli. Karbonforsterkninger gjør den torsjonsstiv, så kanten holder på hardt underlag. Sintret såle med kaldslip, klar for glider.',
  ],
  'isbre-skate': [
    'En livlig skøyteski som belønner god teknikk.',
    'Isbre bygger bro mellom mosjon og prestasjon: stabil nok for lange økter, rask nok for intervaller. Den avrundede tuppen skyver mindre snø i myke spor. Den sintrede sålen tar glider godt.',
  ],
  'glima-skate': [
    'Din første skøyteski: balansert, stabil og lett å styre.',
    'Mykere flex og en litt bredere midje gjør Glima Sport lett å balansere på mens du lærer padling og dobbeldans. Den er stabil på flatene og tilgivende i raske svinger. Den ekstruderte sålen krever lite stell.',
  ],
  'tinde-skate': [
    'Omarbeidet for kuperte løyper og raske utforkjøringer.',
    'Tinde har kortere tupp og stivere bakski for raske bakker og trygt fotfeste i utforkjøringene. Omarbeidingen sparer vekt og gir en hardere såle for slitende vårføre. En allsidig skøyteski for kupert terreng.',
  ],
  'fjell-68': [
    'Smal nok for sporet, stålkanter for alt annet.',
    'Fjell 68 passer i et spor, men forlater det gjerne for islagte vann og skogsbilveier. Helstålkanter biter på isete traverser, og skjellene tar deg opp slake bakker uten feller. En perfekt følgesvenn fra hytte til hytte.',
  ],
  'fjell-78': [
    'Mer oppdrift i nysnø, fortsatt kvikk på flatene.',
    'Med 78 millimeter i tuppen flyter Fjell 78 i nysnø og svinger villig på vei ned. Den tydelige innsvingen gjør telemarksvinger enkle. Skjell under foten tar det bølgende terrenget mellom stigningene.',
  ],
  'trollstig-98': [
    'Nordisk frihet oppover, ekte svinger nedover.',
    'Den bredeste skien vi lager: Trollstig 98 kombinerer en rockertupp med en kort festesone som passer til feller. Den klatrer bratte heng med feller og carver ekte svinger i dyp snø. For deg som binder sammen topper i stedet for løyper.',
  ],
  'vidde-bc-skin': [
    'Innebygd mohairfelle for stille stigninger.',
    'En bred mohairinnsats fester i bakker der skjell glipper, og glir stille på skare. Stålkanter og moderat innsving holder Vidde Skin BC rolig i utforkjøringene. Ideell for høyfjellsplatåer og lange rygger.',
  ],
  'lavvu-tour': [
    'Sju farger, én lettvint turski.',
    'Lavvu Tour trives i sporet og på skogsstier. Skjellene fester i kupert terreng, og den middels brede skien er stabil med dagstursekk. Velg fargen du liker, de går alle likt.',
  ],
  'kvist-trail': [
    'Kort, stabil og klar for skogsstien.',
    'Kortere og bredere enn en løypeski svinger Kvist Trail lett mellom trærne og takler ujevn snø. Skjellsålen tar små bakker uten problemer. Ta den med på vinterturer der ingen løype er kjørt.',
  ],
  'polar-expedition': [
    'Laget for å dra pulk over vidda i ukevis.',
    'Polar Expedition bærer en tung pulk over vindpakket snø uten å synke. Delvise stålkanter griper på skavler, og den stive flexen holder festesonen unna snøen i glifasen. Testet på kryssinger av Hardangervidda.',
  ],
  'tass-junior': [
    'Åtte farger smørefri moro for unge skiløpere.',
    'Tass har et mykt spenn som barn faktisk klarer å presse ned, så skjellene fester i hvert steg. Den avrundede tuppen og den slitesterke sålen tåler hopp i skolegården. Lengre lengder koster litt mer.',
  ],
  'tass-skate-junior': [
    'En ekte skøyteski i juniorstørrelser.',
    'Tass Skate er bygget som våre skøyteski for voksne, med en flex tilpasset lettere løpere. Den passer klubbtrening og de første rennene. Lengre lengder koster litt mer.',
  ],
  'spire-kids': [
    'Første ski for hagen og lekeplassen.',
    'Korte, lette og med valgfri reimbinding er Spire Kids laget for de aller første stegene på snø. Skjell hjelper små løpere opp små bakker. Lette å bære for små armer.',
  ],
  'nordlys-race-cold': [
    'Verdenscupkonstruksjon for kald, tørr snø.',
    'Nordlys Race Cold har et høyt, stivt spenn som holder festevoksen unna snøen i glifasen. En fjærlett bikakekjerne og kald konkurranseslip gjør den til førstevalget under minus fem grader. Hvert par flexmatches for hånd.',
  ],
  'nordlys-race-plus': [
    'Vår raskeste skøyteski, ny denne sesongen.',
    'Et helkarbonlaminat og en tynnere kjerne tar bort vekt der det teller. Nordlys Race Plus akselererer umiddelbart og holder seg rolig i toppfart. Håndplukkede par med universell konkurranseslip.',
  ],
  'rime-race': [
    'Omarbeidet konkurranseski for skøyting i mykt og vått føre.',
    'Rime Race fordeler trykket over en lengre flate og flyter i myke, våte spor der stivere ski synker. Omarbeidingen gir en struktur for varmt føre og en mer slitesterk overflate. Ideell for vårrenn og varmere løyper.',
  ],
  'skare-klister': [
    'Konkurranseski for klister på isete og omdannet snø.',
    'Skare Klister har en lang, myk festesone som holder klister på isete spor og kornsnø. Faste for- og bakparter gir langt gli. Vårt valg for vårrenn og kystføre.',
  ],
  'vidde-classic-2021': [
    'Forrige Vidde, erstattet av dagens modell.',
    'Denne utgaven av Vidde Classic produseres ikke lenger. Etterfølgeren beholder den rolige langdistansekarakteren med en lettere kjerne. Se dagens Vidde Classic og våre andre klassiskski.',
  ],
  'glima-skate-2020': [
    'Den første Glima, etterfulgt av Glima Sport.',
    'Glima fra 2020 produseres ikke lenger. Glima Sport har tatt plassen med en stabilere plattform og en mer slitesterk såle. Se heller våre nåværende skøyteski.',
  ],
  'aurora-classic-boot': [
    'Myk forfot, fast hæl: laget for diagonalgang.',
    'Aurora-støvelen bøyer seg lett ved tråputen og holder hælen fast, så hvert fraspark går inn i skien. En vannavstøtende gamasje holder snøen unna lissene. Sålen passer alle løypebindinger med to skinner.',
  ],
  'spor-touring-boot': [
    'Varm, romslig og komfortabel fra første steg.',
    'Spor er en komfortabel støvel for rolige turer, med romslig tåboks og tykk isolasjon. Lisser med borrelåsreim lukkes raskt også med hansker. Passer alle løypebindinger med to skinner.',
  ],
  'nordlys-race-classic-boot': [
    'Hælkappe i karbon og konkurransesåle som bøyer seg akkurat der den skal.',
    'En hælkappe i karbon låser foten mens konkurransesålen bøyer seg nøyaktig under tråputen. Nordlys Race veier under 900 gram paret og kan varmeformes for personlig passform. Vår letteste klassiskstøvel.',
  ],
  'rime-skate-boot': [
    'Ankelstøtte og stiv såle for kraftfull skøyting.',
    'Den leddede mansjetten på Rime støtter ankelen i hvert fraspark og lar kneet bevege seg fritt fremover. Den torsjonsstive sålen overfører kraften rett til kanten. En omsluttende lukking fordeler trykket jevnt.',
  ],
  'rime-race-skate-boot': [
    'Et helkarbonchassis for konkurransedagen.',
    'Rime Race omslutter foten med et helkarbonchassis for den mest direkte kraftoverføringen vi lager. Den lave mansjetten har justerbar foroverlent. Varmeformbar for tett passform uten trykkpunkter.',
  ],
  'glima-combi-boot': [
    'Én støvel for både klassisk og skøyting.',
    'En avtakbar mansjett gjør Glima om fra skøytestøvel til klassiskstøvel på sekunder. Den middels stive sålen fungerer med begge teknikker. Riktig støvel hvis du vil prøve begge stilartene med ett par.',
  ],
  'vidde-combi-boot': [
    'Komfortabel kombistøvel med varmt fôr.',
    'Vidde gir lett ankelstøtte for skøyting og nok flex for klassisk. Varmt fôr og romslig passform gjør den til et godt valg for lange dager. Passer alle løypebindinger med to skinner.',
  ],
  'fjell-bc-boot': [
    'Fjellstøvel i lær med vanntett membran.',
    'Narvlær og en vanntett membran holder føttene tørre på ukelange turer. Det høye skaftet styrer brede ski i dyp snø, og gummikanten beskytter mot skare. Passer bindinger med bred skinne.',
  ],
  'trollstig-bc-boot': [
    'Støvel med plastmansjett for telemark og bratte stigninger.',
    'En plastmansjett og en belgsone gir Trollstig kontrollen til en topptursko og steget til en langrennsstøvel. Omarbeidingen gir gåmodus og en varmere innerstøvel. Laget for Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Varm juniorstøvel med én borrelåsreim.',
    'Barn kan lukke Tass selv: én bred borrelåsreim over en glidelåsgamasje. Varmt fôr og en myk såle gjør de første kilometerne morsomme. Sju farger som passer til Tass-skiene.',
  ],
  'spor-classic-boot-2020': [
    'Den forrige Spor-støvelen, nå erstattet.',
    'Denne utgaven av Spor er utsolgt for godt. Dagens Spor beholder den romslige passformen og har et varmere fôr. Ta en titt på våre nåværende klassiskstøvler.',
  ],
  'link-race-classic': [
    'Konkurransebinding med myk flex for et langt fraspark.',
    'En myk flexor lar støvelen rulle gjennom hele frasparket uten motstand. Den lave ståhøyden holder deg nær skien for bedre følelse med festesonen. Monteres på en forhåndsboret plate og flyttes frem eller tilbake i tre posisjoner.',
  ],
  'link-race-skate': [
    'Stiv flexor for raske skøytetak.',
    'En fast flexor fører skien tilbake til støvelen straks etter hvert fraspark. Bindingen monteres på samme plate som klassisksøsteren. Flytt frem for mer feste i bakker eller tilbake for en livligere ski.',
  ],
  'link-tour-auto': [
    'Tråkk inn, og du er klar.',
    'Den automatiske Link Tour lukkes når du tråkker inn og åpnes med et trykk fra stavtuppen. En middels flexor passer både klassisk og skøyting. For mosjonister som vil ha enkle, pålitelige bindinger.',
  ],
  'fjell-bc-binding': [
    'Binding med bred skinne for kontroll i utforkjøring.',
    'Fjell BC holder en støvelsåle med bred skinne med en kraftig metallås og gir ekte kantkontroll i utforkjøringen. Tre flexorstivheter følger med. Laget for mange år med fjellturer.',
  ],
  'tass-junior-binding': [
    'Enkel innstigning som barn kan lukke selv.',
    'En stor spak gjør Tass Junior lett å åpne og lukke med votter på. Den myke flexoren passer lette barn i begge teknikker. Passer alle juniorstøvler med to skinner.',
  ],
  'nordlys-race-pole': [
    'Konkurransestav i helkarbon med stivt, lett skaft.',
    'Et helkarbonskaft smalner av mot tuppen og holder svingvekten lav og stivheten høy. Konkurransereima låser hånden med hurtigutløser. En lett konkurransetrinse griper i harde løyper.',
  ],
  'rime-carbon-pole': [
    'En slitesterk karbonstav for daglig trening.',
    'Rime Carbon har et skaft med 80 prosent karbon som tåler slagene fra daglig trening. En komfortabel reim og et korkhåndtak holder seg varme i kulda. Lange lengder for skøyting finnes.',
  ],
  'vidde-composite-pole': [
    'Komposittskaft, god sving og en ærlig pris.',
    'Et skaft i glass- og karbonkompositt gir Vidde god sving til en moderat pris. Det ergonomiske håndtaket og den polstrede reima passer lange distanser. En klassiskstav for mosjonister.',
  ],
  'spor-aluminium-pole': [
    'Solid aluminiumsstav for alle turer.',
    'Et aluminiumsskaft tåler år med hard bruk. Den store trinsen fungerer på stier og i løs snø. En enkel, pålitelig stav for nybegynnere og familier.',
  ],
  'lavvu-adjustable-pole': [
    'Teleskopstav som får plass i sekken.',
    'To seksjoner med hurtiglås stiller Lavvu fra kort i motbakker til lang på flatene. Den store pudderstrinsen holder staven oppå nysnøen. Lengden angir korteste innstilling; hver stav kan forlenges 30 cm.',
  ],
  'fjell-bc-pole': [
    'Justerbar fjellstav med puddertrinse.',
    'Fjell BC kombinerer en øvre del i aluminium med en nedre del i karbon for styrke der det trengs. Juster den underveis for stigninger, traverser og utforkjøringer. Hardmetallspissen biter på is og skare.',
  ],
  'tass-junior-pole': [
    'Lette barnestaver i ni farger.',
    'Lette aluminiumsskaft og en liten trinse passer barn som lærer å stake. En myk reim er lett å ta på med votter. Ni farger som passer til ski, støvler og luer.',
  ],
  'spor-classic-pole-2020': [
    'Den gamle Spor-staven, nå pensjonert.',
    'Denne staven er ikke lenger tilgjengelig. Spor Aluminium erstatter den med et sterkere skaft og en større trinse. Se våre nåværende turstaver.',
  ],
  'rimfrost-glide-wax': [
    'Fluorfri glider i fire temperaturområder.',
    'Rimfrost er en hydrokarbonglider som er lett å stryke inn og skrape ren. Fargen angir temperaturen: blå for kald snø, fiolett rundt minus fem, rød rundt null og gul for vått vårføre. En blokk på 60 gram rekker en sesong med ukentlig smøring.',
  ],
  'kvist-grip-wax': [
    'Hard festevoks for trygt feste fra kulde til null.',
    'Kvist hardvoks legges på i tynne lag og korkes glatt. Grønn fester i den kaldeste snøen, rød rundt null. Start med dagens farge og legg på et varmere lag hvis skiene glipper.',
  ],
  'skare-klister-tube': [
    'Klister for isete spor og vått vårføre.',
    'Når hardvoksen ikke lenger fester, gjør klisteret det. Fiolett for isete, omfrosne spor, rød for våt snø og sølv for skitten vårsnø. Varm tuben før bruk og glatt ut laget med tommelen eller en varmepistol.',
  ],
  'polar-race-glide': [
    'Fluorfri konkurranseglider for de raskeste skiene.',
    'Polar Race er en fluorfri konkurranseglider med tilsetninger som avviser skitt og vann. Den følger fullt ut dagens konkurranseregler. Stryk inn, la avkjøle, skrap og børst med nylonbørste.',
  ],
  'loipe-wax-iron': [
    'Digitalt smørejern med nøyaktig temperaturvisning.',
    'En tykk aluminiumsplate holder jevn temperatur fra tupp til hæl. Still inn temperaturen i trinn på én grad fra 90 til 180 °C. Bruk aldri et strykejern for klær: platen blir for varm og ujevn.',
  ],
  'loipe-tuning-kit': [
    'Sikling, børster og kork i et rullefutteral.',
    'Alt du trenger etter strykingen: pleksisikling, sporsikling, nylonbørste, messingbørste og syntetisk kork. Rullefutteralet holder verktøyet samlet i smøreskrinet. En god start for smøring hjemme.',
  ],
  'rime-race-glove': [
    'Tynn konkurransehanske med grepsterk håndflate, i åtte farger.',
    'Rime Race har vindtett overside og en tynn, grepsterk håndflate for presis følelse av stavgrepet. En utsparing ved håndleddet gir plass til konkurransereima. Åtte farger som matcher laget ditt.',
  ],
  'vidde-lobster-mitt': [
    'Trefingervott som holder fingrene varme i minus tjue.',
    'To fingre deler hvert rom, så Vidde Lobster har varmen fra en vott og grepet fra en hanske. Isolasjon på oversiden og et vindtett skall takler de kaldeste morgenene. En lang mansjett lukkes over jakkeermet.',
  ],
  'spor-touring-glove': [
    'Varm hverdagshanske for løype og by.',
    'Fleecefôr og softshell på oversiden gjør Spor Touring varm uten å være klumpete. Fingertupper for berøringsskjerm lar deg sjekke kartet uten å ta den av. En løkke ved mansjetten holder paret sammen.',
  ],
  'nordlys-race-hat': [
    'Tynn, pustende konkurranselue i ni farger.',
    'Et lett, elastisk strikk med nettpaneler over ørene holder varmen uten å bli for varmt under intervaller. Nordlys Race får plass i en lomme. Ni farger, én størrelse som passer de fleste.',
  ],
  'lavvu-pom-beanie': [
    'Merinolue med dusk, fôret for kalde dager.',
    'Tykt merinostrikk med et mykt fleecebånd holder ørene varme på de kaldeste turene. Den klassiske dusken kommer fra et ullspinneri i Gudbrandsdalen. Fire tradisjonelle farger.',
  ],
  'rime-headband': [
    'Vindtett front, pustende bakside, åtte farger.',
    'Rime-pannebåndet har et vindtett panel over panne og ører og pustende strikk bak. Det sitter på plass under solbriller, og en hestehale passer gjennom. Åtte farger.',
  ],
  'fjord-double-ski-bag': [
    'Polstret pose for to par ski og staver.',
    'Fjord Double rommer to par langrennsski opptil 215 cm pluss staver. Polstringen beskytter sålene på flyet og på takstativet, og hjul gjør lange gåturer på flyplassen enkle. Egne lommer holder smøring og verktøy adskilt.',
  ],
  'spor-boot-bag': [
    'Ventilert støvelbag med lomme til smøreskrinet.',
    'Ventiler i endene lar støvlene tørke på vei hjem. En egen lomme rommer smøreskrin, hansker og lue. Bær den i hånden eller på den polstrede skulderreima.',
  ],
  'rime-race-backpack': [
    'En 20-liters sekk som ikke hopper når du går på ski.',
    'En tettsittende sele med brystreim og hoftevinger holder Rime Race 20 rolig i skøytetaket. En isolert flaskelomme hindrer drikken i å fryse. En stavholder bærer stavene på løpeturer og i stigninger.',
  ],
  'kvist-drink-belt': [
    'Isolert flaskeholder for lange økter.',
    'Kvist drikkebelte bærer en flaske på 0,75 liter i et isolert hylster på ryggen. En glidelåslomme rommer telefon og energibarer. Det brede beltet sitter stille både i klassisk og skøyting.',
  ],
  'isbre-thermo-bottle': [
    'Holder drikken varm en hel dag ute.',
    'En dobbel stålvegg holder drikken varm i tolv timer. Den vide åpningen tar is eller en tepose og er lett å rengjøre. Koppelokket blir til krus i matpausen.',
  ],
  'tinde-sport-glasses': [
    'Heldekkende briller med glass for flatt lys.',
    'Ett heldekkende glass beskytter mot vind og snø og gir et bredt synsfelt. Omarbeidingen gir et kontrastglass som får frem sporet i flatt, grått lys. Et ekstra klart glass følger med.',
  ],
  'skare-merino-socks': [
    'Tynne merinosokker for tettsittende støvler.',
    'Skare Merino er tynn nok for tett støvelpassform og varm selv når den er fuktig. Flate sømmer hindrer trykkpunkter over tærne. Forsterkede hæler holder i mange sesonger.',
  ],
  'polar-neck-gaiter': [
    'Merinohals som også fungerer som ansiktsmaske.',
    'Trekk Polar opp over nesen i de kaldeste utforkjøringene og ned igjen når du går oppover. Merinoull holder varmen og lukter ikke etter en lang dag. Én størrelse, uten sømmer.',
  ],
};
