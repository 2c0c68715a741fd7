/** Italian product copy: uid → [tagline, description]. */
export const it: Record<string, [string, string]> = {
  'aurora-classic': [
    'Sci classico sciolinabile per una spinta sicura sulle piste battute.',
    'L’Aurora è il nostro sci classico sciolinabile per chi si allena più volte a settimana. La campanatura medio-rigida trattiene bene la sciolina di tenuta al freddo e lascia scorrere lo sci appena finisce la spinta. L’anima leggera in legno mantiene basso il peso nelle uscite lunghe.',
  ],
  'aurora-skin': [
    'Pelle in mohair: tenuta senza sciolina, con ogni neve.',
    'Una striscia di mohair sotto il piede fa presa su neve fresca, ghiacciata o bagnata: si parte direttamente dall’auto. La campanatura riprogettata solleva prima la pelle dalla neve per una scorrevolezza maggiore. Pulisci la pelle ogni tanto, la sciolina di tenuta non serve.',
  ],
  'nordlys-waxless': [
    'Squame per una tenuta facile nelle uscite del fine settimana.',
    'Un disegno a squame fresate dà una tenuta affidabile sulle piste vicino a casa e nei parchi. La campanatura morbida perdona una spinta tardiva e la spatola larga galleggia sulle tracce irregolari. Un buon primo paio per uscire senza cassetta delle scioline.',
  ],
  'spor-grip': [
    'Stabile e tollerante, pensato per le prime stagioni.',
    'Lo Spor Grip è più largo e corto di uno sci sportivo e resta stabile mentre impari il passo alternato. Le squame fanno presa dal primo passo. La soletta robusta sopporta la ghiaia all’inizio del percorso.',
  ],
  'vidde-classic': [
    'Sci classico sciolinabile per lunghe distanze, dal comportamento tranquillo.',
    'Pensato per i giri lunghi e le granfondo, il Vidde ha una campanatura progressiva che tiene la sciolina per ore. La spatola un po’ più morbida va dritta anche in tracce consumate e ghiacciate. Abbinalo a un attacco classico e a un set di scioline di tenuta.',
  ],
  'rime-skate': [
    'Sci da skating reattivo per allenamento e gare popolari.',
    'Il Rime risponde con forza a ogni spinta e restituisce l’energia nella scivolata successiva. I rinforzi in carbonio lo rendono rigido alla torsione e la lamina tiene sulla neve dura. Soletta sinterizzata con struttura per il freddo, pronta da sciolinare.',
  ],
  'isbre-skate': [
    'Uno sci da skating vivace che premia una buona tecnica.',
    'L’Isbre unisce forma fisica e prestazione: stabile per una seduta lunga, veloce per le ripetute. La spatola arrotondata spinge meno neve nelle tracce morbide. La soletta sinterizzata assorbe bene la sciolina di scorrimento.',
  ],
  'glima-skate': [
    'Il tuo primo sci da skating: equilibrato, stabile, facile da controllare.',
    'Un flex più morbido e un centro un po’ più largo rendono il Glima Sport facile da bilanciare mentre impari i passi dello skating. È stabile in piano e tollerante nelle curve veloci. La soletta estrusa richiede poca cura.',
  ],
  'tinde-skate': [
    'Riprogettato per percorsi collinari e discese veloci.',
    'Il Tinde ha una spatola più corta e una coda più rigida per salite rapide e appoggio sicuro in discesa. La nuova versione è più leggera e ha una soletta più dura per la neve abrasiva di primavera. Uno sci da skating versatile per terreni ondulati.',
  ],
  'fjell-68': [
    'Abbastanza stretto per la pista, lamine in acciaio per tutto il resto.',
    'Il Fjell 68 entra nel binario ma lo lascia volentieri per laghi ghiacciati e strade forestali. Le lamine in acciaio integrali mordono nei traversi ghiacciati e le squame salgono pendii dolci senza pelli. Un compagno ideale da rifugio a rifugio.',
  ],
  'fjell-78': [
    'Più galleggiamento nella neve fresca, sempre agile in piano.',
    'Con 78 millimetri in punta il Fjell 78 galleggia nella neve fresca e curva volentieri in discesa. La sciancratura marcata rende facili le curve a telemark. Le squame sotto il piede gestiscono il terreno ondulato tra una salita e l’altra.',
  ],
  'trollstig-98': [
    'Libertà nordica in salita, vere curve in discesa.',
    'Lo sci più largo che produciamo: il Trollstig 98 unisce una spatola rocker a una corta zona di tenuta compatibile con le pelli. Sale pendii ripidi con le pelli e disegna vere curve in neve profonda. Per chi collega cime invece che piste.',
  ],
  'vidde-bc-skin': [
    'Pelle in mohair integrata per salite silenziose.',
    'Un ampio inserto in mohair fa presa in salita dove le squame scivolano e scorre silenzioso sulla crosta. Lamine in acciaio e una sciancratura moderata tengono il Vidde Skin BC composto in discesa. Ideale per altopiani e lunghe creste.',
  ],
  'lavvu-tour': [
    'Sette colori, uno sci da escursione senza pensieri.',
    'Il Lavvu Tour è a suo agio nel binario e sui sentieri nel bosco. Le squame fanno presa sul terreno ondulato e la larghezza media resta stabile con uno zaino da giornata. Scegli il colore che preferisci: sciano tutti allo stesso modo.',
  ],
  'kvist-trail': [
    'Corto, stabile e pronto per il sentiero nel bosco.',
    'Più corto e largo di uno sci da pista, il Kvist Trail curva facilmente tra gli alberi e si adatta alla neve irregolare. La soletta a squame supera piccole salite senza fatica. Per passeggiate invernali dove non c’è traccia.',
  ],
  'polar-expedition': [
    'Fatto per trainare una slitta sull’altopiano per settimane.',
    'Il Polar Expedition porta una pulka pesante sulla neve ventata senza affondare. Le lamine parziali in acciaio fanno presa sui sastrugi e il flex rigido tiene la zona di tenuta fuori dalla neve durante la scivolata. Collaudato nelle traversate dell’Hardangervidda.',
  ],
  'tass-junior': [
    'Otto colori di divertimento senza sciolina per giovani sciatori.',
    'Il Tass ha una campanatura morbida che i bambini riescono davvero a schiacciare, così le squame fanno presa a ogni passo. La spatola arrotondata e la soletta robusta resistono ai salti in cortile. Le lunghezze maggiori costano un po’ di più.',
  ],
  'tass-skate-junior': [
    'Un vero sci da skating in misure junior.',
    'Il Tass Skate è costruito come i nostri sci da skating per adulti, con un flex adatto a sciatori più leggeri. È adatto agli allenamenti in società e alle prime gare. Le lunghezze maggiori costano un po’ di più.',
  ],
  'spire-kids': [
    'I primi sci per il giardino e il parco giochi.',
    'Corti, leggeri e con attacco a cinghia opzionale, gli Spire Kids sono fatti per i primissimi passi sulla neve. Le squame aiutano i più piccoli a salire le piccole gobbe. Facili da portare anche per braccia piccole.',
  ],
  'nordlys-race-cold': [
    'Costruzione da Coppa del Mondo per neve fredda e asciutta.',
    'Il Nordlys Race Cold ha una campanatura alta e rigida che tiene la sciolina dura lontana dalla neve in scivolata. Un’anima a nido d’ape leggerissima e una struttura da gara per il freddo ne fanno la prima scelta sotto i meno cinque gradi. Ogni paio è selezionato a mano.',
  ],
  'nordlys-race-plus': [
    'Il nostro sci da skating più veloce, novità di questa stagione.',
    'Un laminato tutto carbonio e un’anima più sottile tolgono peso dove conta. Il Nordlys Race Plus accelera all’istante e resta calmo alla massima velocità. Paia selezionate a mano con struttura da gara universale.',
  ],
  'rime-race': [
    'Sci da skating da gara riprogettato per tracce morbide e bagnate.',
    'Il Rime Race distribuisce la pressione su una base più lunga e galleggia nelle tracce morbide e bagnate dove gli sci più rigidi affondano. La nuova versione aggiunge una struttura per neve calda e una superficie più resistente. Ideale per le gare primaverili.',
  ],
  'skare-klister': [
    'Sci da gara per klister su neve ghiacciata e trasformata.',
    'Lo Skare Klister ha una zona di tenuta lunga e morbida che trattiene il klister su tracce ghiacciate e neve primaverile. Punta e coda rigide allungano la scivolata. La nostra scelta per le gare primaverili e le condizioni costiere.',
  ],
  'vidde-classic-2021': [
    'Il Vidde precedente, sostituito dal modello attuale.',
    'Questa edizione del Vidde Classic non è più prodotta. Il successore mantiene il carattere tranquillo da lunga distanza con un’anima più leggera. Scopri il Vidde Classic attuale e gli altri nostri sci classici.',
  ],
  'glima-skate-2020': [
    'Il primo Glima, sostituito dal Glima Sport.',
    'Il Glima 2020 non è più in produzione. Il Glima Sport ha preso il suo posto con una piattaforma più stabile e una soletta più resistente. Scopri invece i nostri sci da skating attuali.',
  ],
  'aurora-classic-boot': [
    'Avampiede flessibile, tallone fermo: fatta per il passo alternato.',
    'La scarpa classica Aurora si flette facilmente all’altezza della pianta e tiene fermo il tallone, così ogni spinta arriva allo sci. Una ghetta idrorepellente tiene la neve lontana dai lacci. La suola si adatta a tutti gli attacchi da pista a due barre.',
  ],
  'spor-touring-boot': [
    'Calda, spaziosa e comoda dal primo passo.',
    'La Spor è una scarpa comoda per uscite rilassate, con pianta ampia e imbottitura spessa. Lacci e velcro si chiudono in fretta anche con i guanti. Compatibile con tutti gli attacchi da pista a due barre.',
  ],
  'nordlys-race-classic-boot': [
    'Talloniera in carbonio e suola da gara che si flette nel punto giusto.',
    'Una talloniera in carbonio blocca il piede mentre la suola da gara si flette esattamente sotto la pianta. La Nordlys Race pesa meno di 900 grammi al paio ed è termoformabile per una calzata personale. La nostra scarpa classica più leggera.',
  ],
  'rime-skate-boot': [
    'Sostegno della caviglia e suola rigida per uno skating potente.',
    'Il gambetto snodato della Rime sostiene la caviglia a ogni spinta e lascia il ginocchio libero di avanzare. La suola rigida alla torsione trasmette la forza direttamente alla lamina. Una chiusura avvolgente distribuisce la pressione in modo uniforme.',
  ],
  'rime-race-skate-boot': [
    'Un telaio tutto carbonio per il giorno della gara.',
    'La Rime Race avvolge il piede in un telaio tutto carbonio per la trasmissione di forza più diretta che produciamo. Il gambetto basso ha l’inclinazione regolabile. Termoformabile per una calzata aderente e senza punti di pressione.',
  ],
  'glima-combi-boot': [
    'Una scarpa per classico e skating.',
    'Un gambetto removibile trasforma la Glima da scarpa da skating a scarpa classica in pochi secondi. La suola medio-rigida funziona con entrambe le tecniche. La scarpa giusta per provare i due stili con un solo paio.',
  ],
  'vidde-combi-boot': [
    'Scarpa combi comoda con fodera calda.',
    'La Vidde offre un leggero sostegno della caviglia per lo skating e flessibilità sufficiente per il classico. La fodera calda e la calzata generosa la rendono ideale per le giornate lunghe. Compatibile con tutti gli attacchi da pista a due barre.',
  ],
  'fjell-bc-boot': [
    'Scarpa da fuoripista in pelle con membrana impermeabile.',
    'Pelle pieno fiore e una membrana impermeabile tengono i piedi asciutti nelle traversate di una settimana. Il gambale alto guida sci larghi nella neve profonda e il bordo in gomma protegge dalla crosta. Compatibile con attacchi da fuoripista a barra larga.',
  ],
  'trollstig-bc-boot': [
    'Scarpa con gambetto in plastica per telemark e salite ripide.',
    'Gambetto in plastica e soffietto danno alla Trollstig il controllo di uno scarpone da scialpinismo e il passo di una scarpa nordica. La nuova versione aggiunge la modalità camminata e una scarpetta più calda. Pensata per il Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Scarpa junior calda con una sola chiusura a velcro.',
    'I bambini chiudono la Tass da soli: una larga fascia a velcro sopra una ghetta con zip. Fodera calda e suola flessibile rendono divertenti i primi chilometri. Sette colori abbinati agli sci Tass.',
  ],
  'spor-classic-boot-2020': [
    'La vecchia scarpa Spor, ora sostituita.',
    'Questa edizione della Spor è esaurita definitivamente. La Spor attuale mantiene la calzata ampia e aggiunge una fodera più calda. Dai un’occhiata alle nostre scarpe classiche attuali.',
  ],
  'link-race-classic': [
    'Attacco da gara con flexor morbido per una spinta lunga.',
    'Un flexor morbido lascia rullare la scarpa per tutta la spinta senza resistenza. L’altezza ridotta ti tiene vicino allo sci per sentire meglio la zona di tenuta. Si monta su una piastra preforata e si regola in tre posizioni.',
  ],
  'link-race-skate': [
    'Flexor rigido per passi di skating rapidi.',
    'Un flexor deciso riporta subito lo sci verso la scarpa dopo ogni spinta. L’attacco si monta sulla stessa piastra del fratello classico. Spostalo avanti per più tenuta in salita o indietro per uno sci più vivace.',
  ],
  'link-tour-auto': [
    'Entri e sei pronto a partire.',
    'Il Link Tour automatico si chiude quando entri e si apre con una pressione della punta del bastoncino. Un flexor medio va bene per classico e skating. Per sciatori amatoriali che vogliono attacchi semplici e affidabili.',
  ],
  'fjell-bc-binding': [
    'Attacco a barra larga per il controllo in discesa.',
    'Il Fjell BC tiene una suola a barra larga con una robusta chiusura in metallo e offre un vero controllo della lamina in discesa. Nella confezione ci sono tre durezze di flexor. Fatto per anni di escursioni fuoripista.',
  ],
  'tass-junior-binding': [
    'Calzata facile, i bambini lo chiudono da soli.',
    'Una grande leva rende il Tass Junior facile da aprire e chiudere con le muffole. Il flexor morbido è adatto a bambini leggeri in entrambe le tecniche. Compatibile con tutte le scarpe junior a due barre.',
  ],
  'nordlys-race-pole': [
    'Bastoncino da gara tutto carbonio, rigido e leggero.',
    'Un fusto tutto carbonio si assottiglia verso la punta per tenere basso il peso in oscillazione e alta la rigidità. Il laccio da gara blocca la mano con un aggancio a sgancio rapido. Una rotella da gara leggera fa presa sulle piste dure.',
  ],
  'rime-carbon-pole': [
    'Un bastoncino in carbonio robusto per l’allenamento quotidiano.',
    'Il Rime Carbon ha un fusto all’80 per cento di carbonio che sopporta i colpi dell’allenamento quotidiano. Un laccio comodo e un’impugnatura in sughero restano caldi con il freddo. Disponibili lunghezze elevate per lo skating.',
  ],
  'vidde-composite-pole': [
    'Fusto composito, buona oscillazione e un prezzo onesto.',
    'Un fusto composito in vetro e carbonio dà al Vidde una buona oscillazione a un prezzo contenuto. Impugnatura ergonomica e laccio imbottito sono adatti alle lunghe distanze. Un bastoncino classico per sciatori fitness.',
  ],
  'spor-aluminium-pole': [
    'Bastoncino in alluminio robusto per ogni uscita.',
    'Un fusto in alluminio resiste ad anni di uso intenso. La rotella grande funziona sui sentieri e nella neve farinosa. Un bastoncino semplice e affidabile per principianti e famiglie.',
  ],
  'lavvu-adjustable-pole': [
    'Bastoncino telescopico che sta nello zaino.',
    'Due sezioni con bloccaggio rapido regolano il Lavvu da corto per le salite a lungo per il piano. La grande rotella da neve fresca lo tiene in superficie. La lunghezza indica la regolazione minima; ogni bastoncino si allunga di 30 cm.',
  ],
  'fjell-bc-pole': [
    'Bastoncino regolabile da fuoripista con rotella da neve fresca.',
    'Il Fjell BC unisce una sezione superiore in alluminio a una inferiore in carbonio per avere robustezza dove serve. Regolalo in movimento per salite, traversi e discese. La punta in carburo morde su ghiaccio e crosta.',
  ],
  'tass-junior-pole': [
    'Bastoncini leggeri per bambini, in nove colori.',
    'Fusti leggeri in alluminio e una rotella piccola per bambini che imparano la spinta. Un laccio morbido si infila anche con le muffole. Nove colori abbinati a sci, scarpe e berretti.',
  ],
  'spor-classic-pole-2020': [
    'Il vecchio bastoncino Spor, ora ritirato.',
    'Questo bastoncino non è più disponibile. Lo Spor Aluminium lo sostituisce con un fusto più robusto e una rotella più grande. Scopri i nostri bastoncini da escursione attuali.',
  ],
  'rimfrost-glide-wax': [
    'Sciolina di scorrimento senza fluoro in quattro fasce di temperatura.',
    'Rimfrost è una sciolina di scorrimento a base di idrocarburi che si stira facilmente e si raschia pulita. Il colore indica la temperatura: blu per la neve fredda, viola intorno a meno cinque, rosso vicino allo zero e giallo per la neve bagnata di primavera. Un panetto da 60 grammi dura una stagione di sciolinature settimanali.',
  ],
  'kvist-grip-wax': [
    'Sciolina di tenuta dura per una spinta sicura dal freddo a zero gradi.',
    'Le scioline dure Kvist si stendono a strati sottili e si lisciano con il sughero. La verde tiene nella neve più fredda, la rossa vicino allo zero. Inizia con il colore del giorno e aggiungi uno strato più caldo se gli sci scivolano indietro.',
  ],
  'skare-klister-tube': [
    'Klister per tracce ghiacciate e neve bagnata di primavera.',
    'Quando la sciolina dura non tiene più, il klister sì. Viola per tracce ghiacciate e rigelate, rosso per neve bagnata e argento per neve primaverile sporca. Scalda il tubetto prima dell’uso e liscia lo strato con il pollice o una pistola termica.',
  ],
  'polar-race-glide': [
    'Sciolina da gara senza fluoro per gli sci più veloci.',
    'Polar Race è una sciolina di scorrimento da gara senza fluoro con additivi che respingono sporco e acqua. È pienamente conforme ai regolamenti di gara attuali. Stira, lascia raffreddare, raschia e spazzola con una spazzola in nylon.',
  ],
  'loipe-wax-iron': [
    'Ferro digitale per sciolinatura con indicazione precisa della temperatura.',
    'Una spessa piastra in alluminio mantiene la temperatura uniforme dalla punta alla coda. Imposta la temperatura a passi di un grado da 90 a 180 °C. Non usare mai un ferro da stiro: la sua piastra scalda troppo e in modo irregolare.',
  ],
  'loipe-tuning-kit': [
    'Raschietto, spazzole e sughero in un astuccio arrotolabile.',
    'Tutto il necessario dopo la stiratura: raschietto in plexiglas, raschietto per scanalatura, spazzola in nylon, spazzola in ottone e sughero sintetico. L’astuccio arrotolabile tiene insieme gli attrezzi nella cassetta. Un buon inizio per sciolinare a casa.',
  ],
  'rime-race-glove': [
    'Guanto da gara sottile con palmo aderente, in otto colori.',
    'Il Rime Race ha il dorso antivento e un palmo sottile e aderente per sentire con precisione l’impugnatura. Un’apertura al polso lascia spazio al laccio da gara. Otto colori per abbinarlo alla tua squadra.',
  ],
  'vidde-lobster-mitt': [
    'Muffola a tre dita che tiene calde le dita a meno venti.',
    'Due dita condividono ogni scomparto: la Vidde Lobster offre il calore di una muffola con la presa di un guanto. L’imbottitura sul dorso e il guscio antivento affrontano le mattine più fredde. Un polsino lungo si chiude sopra la manica della giacca.',
  ],
  'spor-touring-glove': [
    'Guanto caldo per tutti i giorni, per pista e città.',
    'Una fodera in pile e un dorso softshell rendono lo Spor Touring caldo senza ingombro. I polpastrelli touchscreen permettono di guardare la mappa senza toglierlo. Un anello al polsino tiene unito il paio.',
  ],
  'nordlys-race-hat': [
    'Berretto da gara sottile e traspirante in nove colori.',
    'Una maglia leggera ed elastica con inserti in rete sulle orecchie scalda senza surriscaldare durante le ripetute. Il Nordlys Race sta in una tasca. Nove colori, taglia unica per la maggior parte delle teste.',
  ],
  'lavvu-pom-beanie': [
    'Berretto in merino con pompon, foderato per le giornate fredde.',
    'Una maglia spessa in merino con una morbida fascia in pile tiene calde le orecchie nelle uscite più fredde. Il classico pompon viene da un lanificio del Gudbrandsdalen. Quattro colori tradizionali.',
  ],
  'rime-headband': [
    'Fronte antivento, retro traspirante, otto colori.',
    'La fascia Rime ha un pannello antivento su fronte e orecchie e una maglia traspirante dietro. Resta ferma sotto gli occhiali e lascia passare una coda di cavallo. Otto colori.',
  ],
  'fjord-double-ski-bag': [
    'Sacca imbottita per due paia di sci e bastoncini.',
    'La Fjord Double contiene due paia di sci nordici fino a 215 cm con i bastoncini. L’imbottitura protegge le solette in aereo e sul portapacchi, le ruote facilitano i lunghi tragitti in aeroporto. Tasche separate tengono divise scioline e attrezzi.',
  ],
  'spor-boot-bag': [
    'Borsa portascarponi ventilata con tasca per la cassetta delle scioline.',
    'Le aperture alle estremità lasciano asciugare le scarpe durante il ritorno. Una tasca separata contiene cassetta delle scioline, guanti e berretto. Si porta a mano o con la tracolla imbottita.',
  ],
  'rime-race-backpack': [
    'Uno zaino da 20 litri che non sobbalza mentre scii.',
    'Uno spallaccio aderente con cinghia pettorale e alette in vita tiene fermo il Rime Race 20 nel passo di skating. Una tasca isolante impedisce alle bevande di gelare. Un portabastoncini li tiene sulla schiena in corsa e in salita.',
  ],
  'kvist-drink-belt': [
    'Portaborraccia isolato per le uscite lunghe.',
    'La cintura Kvist porta una borraccia da 0,75 litri in una fondina isolante sulla schiena. Una tasca con zip contiene telefono e barrette. La cintura larga resta ferma sia nel classico sia nello skating.',
  ],
  'isbre-thermo-bottle': [
    'Tiene la bevanda calda per tutta la giornata.',
    'Una doppia parete in acciaio tiene calde le bevande per dodici ore. L’apertura larga accoglie ghiaccio o una bustina di tè e si pulisce facilmente. Il tappo fa da tazza durante la pausa pranzo.',
  ],
  'tinde-sport-glasses': [
    'Occhiali avvolgenti con lente per luce piatta.',
    'Una lente avvolgente protegge da vento e neve lasciando un ampio campo visivo. La nuova versione aggiunge una lente a contrasto che fa risaltare la traccia con luce piatta e grigia. Nella confezione c’è una seconda lente trasparente.',
  ],
  'skare-merino-socks': [
    'Calze sottili in merino per scarpe aderenti.',
    'La Skare Merino è abbastanza sottile per una calzata aderente e resta calda anche se umida. Le cuciture piatte evitano punti di pressione sulle dita. I talloni rinforzati durano molte stagioni.',
  ],
  'polar-neck-gaiter': [
    'Scaldacollo in merino che fa anche da maschera.',
    'Tira su il Polar sopra il naso nelle discese più fredde e abbassalo in salita. La lana merino resta calda e non trattiene gli odori dopo una lunga giornata. Taglia unica, senza cuciture.',
  ],
};
