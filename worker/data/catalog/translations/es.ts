/** Spanish product copy: uid → [tagline, description]. */
export const es: Record<string, [string, string]> = {
  'aurora-classic': [
    'Esquí clásico de cera para un impulso seguro en pistas preparadas.',
    'El Aurora es nuestro esquí clásico de cera para quienes entrenan varias veces por semana. Su curvatura semirrígida retiene bien la cera de agarre con frío y deja el esquí libre en cuanto termina el impulso. El núcleo ligero de madera mantiene bajo el peso en las sesiones largas.',
  ],
  'aurora-skin': [
    'Inserto de mohair: agarre sin encerar, con cualquier nieve.',
    'Una tira de mohair bajo el pie agarra igual en nieve polvo, helada o húmeda, así que se sale directamente desde el coche. La curvatura rediseñada levanta antes la piel de la nieve para deslizar más. Limpia el inserto de vez en cuando; no necesita cera de agarre.',
  ],
  'nordlys-waxless': [
    'Escamas para un agarre fácil en las salidas de fin de semana.',
    'Un patrón de escamas fresado da un agarre fiable en las pistas de la ciudad y el parque. La curvatura suave perdona un impulso tardío y la espátula ancha flota sobre huellas irregulares. Un buen primer par para salir sin caja de ceras.',
  ],
  'spor-grip': [
    'Estable y tolerante, hecho para tus primeras temporadas.',
    'El Spor Grip es más ancho y corto que un esquí deportivo, así que se mantiene estable mientras aprendes el paso alternativo. Las escamas agarran desde el primer paso. Su suela resistente aguanta la grava al inicio del circuito.',
  ],
  'vidde-classic': [
    'Esquí clásico de cera para larga distancia, de marcha tranquila.',
    'Pensado para vueltas largas y maratones, el Vidde tiene una curvatura progresiva que mantiene la cera durante horas. La espátula algo más blanda va recta incluso en huellas gastadas y heladas. Combínalo con una fijación clásica y un juego de ceras de agarre.',
  ],
  'rime-skate': [
    'Esquí de skating vivo para entrenar y carreras populares.',
    'El Rime responde con fuerza a cada paso y devuelve la energía al siguiente deslizamiento. Los refuerzos de carbono lo hacen rígido a la torsión y el canto agarra en nieve dura. Suela sinterizada con estructura de frío, lista para encerar.',
  ],
  'isbre-skate': [
    'Un esquí de skating ágil que premia la buena técnica.',
    'El Isbre une forma física y rendimiento: estable para una sesión larga, rápido para series. Su espátula redondeada empuja menos nieve en huellas blandas. La suela sinterizada absorbe bien la cera de deslizamiento.',
  ],
  'glima-skate': [
    'Tu primer esquí de skating: equilibrado, estable y fácil de controlar.',
    'Un flex más blando y una cintura algo más ancha hacen que el Glima Sport sea fácil de equilibrar mientras aprendes los pasos de skating. Es estable en llano y tolerante en curvas rápidas. La suela extruida necesita poco cuidado.',
  ],
  'tinde-skate': [
    'Rediseñado para recorridos ondulados y bajadas rápidas.',
    'El Tinde tiene una espátula más corta y una cola más rígida para subir rápido y apoyarse con seguridad en las bajadas. El rediseño reduce peso y añade una suela más dura para la nieve abrasiva de primavera. Un esquí de skating versátil para terreno ondulado.',
  ],
  'fjell-68': [
    'Estrecho para la huella, cantos de acero para todo lo demás.',
    'El Fjell 68 cabe en una huella, pero la deja con gusto por lagos helados y pistas forestales. Los cantos de acero completos muerden en travesías heladas y las escamas suben pendientes suaves sin pieles. Un compañero ideal de refugio en refugio.',
  ],
  'fjell-78': [
    'Más flotación en nieve polvo, ágil en el llano.',
    'Con 78 milímetros en la espátula, el Fjell 78 flota en nieve nueva y gira con facilidad en la bajada. Su marcado tallaje facilita los giros de telemark. Las escamas bajo el pie resuelven el terreno ondulado entre subidas.',
  ],
  'trollstig-98': [
    'Libertad nórdica en subida, giros de verdad en bajada.',
    'El esquí más ancho que fabricamos: el Trollstig 98 combina una espátula con rocker y una zona de agarre corta compatible con pieles. Sube pendientes fuertes con pieles y traza giros de verdad en nieve profunda. Para quienes enlazan cumbres en lugar de pistas.',
  ],
  'vidde-bc-skin': [
    'Piel de mohair integrada para subidas silenciosas.',
    'Un ancho inserto de mohair agarra en subidas donde las escamas resbalan y se desliza en silencio sobre costra. Los cantos de acero y un tallaje moderado mantienen sereno el Vidde Skin BC en las bajadas. Ideal para mesetas altas y crestas largas.',
  ],
  'lavvu-tour': [
    'Siete colores, un esquí de excursión sin complicaciones.',
    'El Lavvu Tour se siente cómodo en la huella y en senderos del bosque. Las escamas agarran en terreno ondulado y su anchura media se mantiene estable con una mochila de día. Elige tu color: todos esquían igual.',
  ],
  'kvist-trail': [
    'Corto, estable y listo para el sendero del bosque.',
    'Más corto y ancho que un esquí de pista, el Kvist Trail gira con facilidad entre árboles y se adapta a la nieve irregular. Su suela de escamas sube pequeñas lomas sin esfuerzo. Para paseos invernales donde no hay huella.',
  ],
  'polar-expedition': [
    'Hecho para arrastrar un trineo por la meseta durante semanas.',
    'El Polar Expedition lleva un trineo pesado sobre nieve venteada sin hundirse. Los cantos de acero parciales agarran en los sastrugi y el flex rígido mantiene la zona de agarre fuera de la nieve al deslizar. Probado en travesías de la Hardangervidda.',
  ],
  'tass-junior': [
    'Ocho colores de diversión sin cera para jóvenes esquiadores.',
    'El Tass tiene una curvatura blanda que los niños sí pueden aplastar, así que las escamas agarran a cada paso. La espátula redondeada y la suela resistente aguantan los saltos en el patio. Las longitudes mayores cuestan algo más.',
  ],
  'tass-skate-junior': [
    'Un esquí de skating de verdad en tallas júnior.',
    'El Tass Skate está construido como nuestros esquís de skating de adulto, con un flex adaptado a esquiadores más ligeros. Sirve para el entrenamiento en club y las primeras carreras. Las longitudes mayores cuestan algo más.',
  ],
  'spire-kids': [
    'Primeros esquís para el jardín y el parque.',
    'Cortos, ligeros y con fijación de correa opcional, los Spire Kids están hechos para los primeros pasos en la nieve. Las escamas ayudan a los pequeños a subir lomas. Fáciles de llevar para brazos pequeños.',
  ],
  'nordlys-race-cold': [
    'Construcción de Copa del Mundo para nieve fría y seca.',
    'El Nordlys Race Cold tiene una curvatura alta y rígida que mantiene la cera dura fuera de la nieve al deslizar. Un núcleo de nido de abeja ultraligero y una estructura de competición para frío lo hacen la mejor opción por debajo de cinco bajo cero. Cada par se empareja a mano.',
  ],
  'nordlys-race-plus': [
    'Nuestro esquí de skating más rápido, nuevo esta temporada.',
    'Un laminado de carbono completo y un núcleo más fino quitan peso donde importa. El Nordlys Race Plus acelera al instante y se mantiene tranquilo a máxima velocidad. Pares seleccionados a mano con estructura de competición universal.',
  ],
  'rime-race': [
    'Esquí de skating de competición rediseñado para huellas blandas y húmedas.',
    'El Rime Race reparte la presión sobre una base más larga y flota en huellas blandas y húmedas donde los esquís más rígidos se hunden. El rediseño añade una estructura para nieve cálida y una superficie más resistente. Ideal para carreras de primavera.',
  ],
  'skare-klister': [
    'Esquí de competición para klister en nieve helada y transformada.',
    'El Skare Klister tiene una zona de agarre larga y blanda que retiene el klister en huellas heladas y nieve primavera. La parte delantera y trasera firmes alargan el deslizamiento. Nuestra elección para carreras de primavera y condiciones costeras.',
  ],
  'vidde-classic-2021': [
    'El Vidde anterior, sustituido por el modelo actual.',
    'Esta edición del Vidde Classic ya no se fabrica. Su sucesor mantiene el carácter tranquilo de larga distancia con un núcleo más ligero. Descubre el Vidde Classic actual y nuestros otros esquís clásicos.',
  ],
  'glima-skate-2020': [
    'El primer Glima, sucedido por el Glima Sport.',
    'El Glima de 2020 ya no se produce. El Glima Sport ocupó su lugar con una plataforma más estable y una suela más resistente. Descubre nuestros esquís de skating actuales.',
  ],
  'aurora-classic-boot': [
    'Antepié flexible, talón firme: hecha para el paso alternativo.',
    'La bota clásica Aurora se dobla con facilidad en la planta del pie y sujeta firmemente el talón, para que cada impulso llegue al esquí. Una polaina hidrófuga evita que entre nieve en los cordones. La suela sirve para todas las fijaciones de pista de dos barras.',
  ],
  'spor-touring-boot': [
    'Cálida, amplia y cómoda desde el primer paso.',
    'La Spor es una bota cómoda para salidas tranquilas, con puntera amplia y aislamiento grueso. Los cordones con velcro se cierran rápido incluso con guantes. Compatible con todas las fijaciones de pista de dos barras.',
  ],
  'nordlys-race-classic-boot': [
    'Talonera de carbono y suela de competición que flexa justo donde debe.',
    'Una talonera de carbono fija el pie y la suela de competición se dobla exactamente bajo la planta. La Nordlys Race pesa menos de 900 gramos el par y se termoforma para un ajuste personal. Nuestra bota clásica más ligera.',
  ],
  'rime-skate-boot': [
    'Sujeción del tobillo y suela rígida para un skating potente.',
    'La caña articulada de la Rime sujeta el tobillo en cada impulso y deja avanzar libremente la rodilla. La suela rígida a la torsión transmite la fuerza directamente al canto. Un cierre envolvente reparte la presión por igual.',
  ],
  'rime-race-skate-boot': [
    'Un chasis de carbono completo para el día de carrera.',
    'La Rime Race envuelve el pie en un chasis de carbono completo para la transmisión de fuerza más directa que fabricamos. La caña baja tiene inclinación ajustable. Termoformable para un ajuste ceñido y sin presiones.',
  ],
  'glima-combi-boot': [
    'Una bota para clásico y skating.',
    'Una caña desmontable convierte la Glima de bota de skating en bota clásica en segundos. La suela semirrígida funciona con ambas técnicas. La bota ideal para probar los dos estilos con un solo par.',
  ],
  'vidde-combi-boot': [
    'Bota combi cómoda con forro cálido.',
    'La Vidde da una ligera sujeción del tobillo para el skating y la flexión justa para el clásico. El forro cálido y el horma amplia la hacen ideal para jornadas largas. Compatible con todas las fijaciones de pista de dos barras.',
  ],
  'fjell-bc-boot': [
    'Bota de travesía de piel con membrana impermeable.',
    'La piel plena flor y una membrana impermeable mantienen los pies secos en travesías de una semana. La caña alta dirige esquís anchos en nieve profunda y el ribete de goma protege de la costra. Compatible con fijaciones de travesía de barra ancha.',
  ],
  'trollstig-bc-boot': [
    'Bota con caña de plástico para telemark y subidas empinadas.',
    'La caña de plástico y el fuelle dan a la Trollstig el control de una bota de travesía y la zancada de una bota nórdica. El rediseño añade modo caminar y un botín más cálido. Hecha para el Trollstig 98.',
  ],
  'tass-junior-boot': [
    'Bota júnior cálida con un solo cierre de velcro.',
    'Los niños cierran la Tass solos: una correa ancha de velcro sobre una polaina con cremallera. El forro cálido y la suela flexible hacen divertidos los primeros kilómetros. Siete colores a juego con los esquís Tass.',
  ],
  'spor-classic-boot-2020': [
    'La antigua bota Spor, ya sustituida.',
    'Esta edición de la Spor está agotada definitivamente. La Spor actual mantiene la horma amplia y añade un forro más cálido. Echa un vistazo a nuestras botas clásicas actuales.',
  ],
  'link-race-classic': [
    'Fijación de competición con flexor blando para un impulso largo.',
    'Un flexor blando deja que la bota ruede por todo el impulso sin resistencia. La baja altura te mantiene cerca del esquí para sentir mejor la zona de cera. Se monta en una placa pretaladrada y se ajusta en tres posiciones.',
  ],
  'link-race-skate': [
    'Flexor rígido para pasos de skating rápidos.',
    'Un flexor firme devuelve el esquí a la bota justo después de cada impulso. La fijación se monta en la misma placa que su hermana clásica. Adelántala para más agarre en subida o atrásala para un esquí más vivo.',
  ],
  'link-tour-auto': [
    'Te calzas y listo para salir.',
    'La Link Tour automática se cierra al calzarse y se abre con una presión de la punta del bastón. Un flexor medio sirve para clásico y skating. Para esquiadores de ocio que quieren fijaciones sencillas y fiables.',
  ],
  'fjell-bc-binding': [
    'Fijación de barra ancha para controlar en bajada.',
    'La Fjell BC sujeta una suela de barra ancha con un sólido cierre metálico y da un control real del canto en bajada. Incluye tres durezas de flexor. Hecha para años de travesías.',
  ],
  'tass-junior-binding': [
    'Calce fácil que los niños cierran solos.',
    'Una palanca grande hace que la Tass Junior sea fácil de abrir y cerrar con manoplas. El flexor blando sirve a niños ligeros en ambas técnicas. Compatible con todas las botas júnior de dos barras.',
  ],
  'nordlys-race-pole': [
    'Bastón de competición de carbono, rígido y ligero.',
    'Un tubo de carbono completo se estrecha hacia la punta para mantener bajo el peso oscilante y alta la rigidez. La dragonera de competición fija la mano con un clip de liberación rápida. Una arandela ligera agarra en pistas duras.',
  ],
  'rime-carbon-pole': [
    'Un bastón de carbono resistente para el entrenamiento diario.',
    'El Rime Carbon usa un tubo con un 80 por ciento de carbono que aguanta los golpes del entrenamiento diario. Una dragonera cómoda y una empuñadura de corcho se mantienen cálidas con frío. Disponible en longitudes largas para skating.',
  ],
  'vidde-composite-pole': [
    'Tubo compuesto, buen balanceo y un precio honesto.',
    'Un tubo compuesto de vidrio y carbono da al Vidde un buen balanceo a un precio moderado. La empuñadura ergonómica y la dragonera acolchada sirven para largas distancias. Un bastón clásico para esquiadores de fitness.',
  ],
  'spor-aluminium-pole': [
    'Bastón de aluminio resistente para cualquier salida.',
    'Un tubo de aluminio aguanta años de uso duro. La arandela grande funciona en senderos y en nieve suelta. Un bastón sencillo y fiable para principiantes y familias.',
  ],
  'lavvu-adjustable-pole': [
    'Bastón telescópico que cabe en la mochila.',
    'Dos tramos con cierre rápido ajustan el Lavvu de corto para subir a largo para el llano. La arandela grande de nieve polvo lo mantiene sobre la nieve nueva. La longitud indica el ajuste más corto; cada bastón se alarga 30 cm.',
  ],
  'fjell-bc-pole': [
    'Bastón de travesía ajustable con arandela de nieve polvo.',
    'El Fjell BC combina un tramo superior de aluminio con uno inferior de carbono para dar resistencia donde importa. Ajústalo en marcha para subidas, travesías y bajadas. La punta de carburo muerde en hielo y costra.',
  ],
  'tass-junior-pole': [
    'Bastones ligeros para niños, en nueve colores.',
    'Tubos ligeros de aluminio y una arandela pequeña para niños que aprenden a empujar. Una dragonera blanda se pone incluso con manoplas. Nueve colores a juego con esquís, botas y gorros.',
  ],
  'spor-classic-pole-2020': [
    'El antiguo bastón Spor, ya retirado.',
    'Este bastón ya no está disponible. El Spor Aluminium lo sustituye con un tubo más resistente y una arandela más grande. Mira nuestros bastones de excursión actuales.',
  ],
  'rimfrost-glide-wax': [
    'Cera de deslizamiento sin flúor en cuatro rangos de temperatura.',
    'Rimfrost es una cera de deslizamiento de hidrocarburo que se plancha con facilidad y se rasca limpia. El color indica la temperatura: azul para nieve fría, violeta hacia cinco bajo cero, rojo cerca de cero y amarillo para nieve húmeda de primavera. Un bloque de 60 gramos dura una temporada de encerado semanal.',
  ],
  'kvist-grip-wax': [
    'Cera de agarre dura para un impulso seguro del frío a cero grados.',
    'Las ceras duras Kvist se aplican en capas finas y se alisan con el corcho. La verde agarra en la nieve más fría y la roja cerca del punto de congelación. Empieza con el color del día y añade una capa más cálida si los esquís patinan.',
  ],
  'skare-klister-tube': [
    'Klister para huellas heladas y nieve húmeda de primavera.',
    'Cuando la cera dura ya no agarra, el klister sí. Violeta para huellas heladas y recongeladas, rojo para nieve mojada y plata para nieve sucia de primavera. Calienta el tubo antes de usarlo y alisa la capa con el pulgar o una pistola de calor.',
  ],
  'polar-race-glide': [
    'Cera de competición sin flúor para los esquís más rápidos.',
    'Polar Race es una cera de deslizamiento de competición sin flúor con aditivos que repelen la suciedad y el agua. Cumple plenamente el reglamento de competición actual. Plancha, deja enfriar, rasca y cepilla con un cepillo de nailon.',
  ],
  'loipe-wax-iron': [
    'Plancha de encerar digital con indicación exacta de temperatura.',
    'Una gruesa placa de aluminio mantiene una temperatura uniforme de punta a cola. Ajusta la temperatura en pasos de un grado entre 90 y 180 °C. Nunca uses una plancha de ropa: su placa se calienta demasiado y de forma desigual.',
  ],
  'loipe-tuning-kit': [
    'Rascador, cepillos y corcho en un estuche enrollable.',
    'Todo lo necesario tras el planchado: rascador de plexiglás, rascador de canal, cepillo de nailon, cepillo de latón y corcho sintético. El estuche enrollable mantiene juntas las herramientas en la caja de ceras. Un buen comienzo para encerar en casa.',
  ],
  'rime-race-glove': [
    'Guante de competición fino con palma adherente, en ocho colores.',
    'El Rime Race tiene un dorso cortavientos y una palma fina y adherente para sentir la empuñadura con precisión. Un corte en la muñeca deja sitio a la dragonera de competición. Ocho colores para combinar con tu equipo.',
  ],
  'vidde-lobster-mitt': [
    'Manopla de tres dedos que mantiene el calor a veinte bajo cero.',
    'Cada dos dedos comparten un compartimento, así que la Vidde Lobster da el calor de una manopla con el agarre de un guante. El aislamiento en el dorso y una capa cortavientos resisten las mañanas más frías. Un puño largo cierra sobre la manga de la chaqueta.',
  ],
  'spor-touring-glove': [
    'Guante cálido de diario para la pista y la ciudad.',
    'Un forro polar y un dorso softshell hacen que el Spor Touring abrigue sin abultar. Las yemas táctiles permiten mirar el mapa sin quitártelo. Un lazo en el puño une el par.',
  ],
  'nordlys-race-hat': [
    'Gorro de competición fino y transpirable en nueve colores.',
    'Un punto ligero y elástico con paneles de malla sobre las orejas abriga sin sobrecalentar en las series. El Nordlys Race cabe en un bolsillo. Nueve colores, talla única para la mayoría de cabezas.',
  ],
  'lavvu-pom-beanie': [
    'Gorro de merino con pompón, forrado para días fríos.',
    'Un punto grueso de merino con una banda polar suave mantiene las orejas calientes en las salidas más frías. El pompón clásico viene de una hilandería del Gudbrandsdalen. Cuatro colores tradicionales.',
  ],
  'rime-headband': [
    'Frente cortavientos, parte trasera transpirable, ocho colores.',
    'La cinta Rime tiene un panel cortavientos sobre la frente y las orejas y un punto transpirable detrás. Se queda en su sitio bajo las gafas y deja pasar una coleta. Ocho colores.',
  ],
  'fjord-double-ski-bag': [
    'Funda acolchada para dos pares de esquís y bastones.',
    'La Fjord Double lleva dos pares de esquís nórdicos de hasta 215 cm con sus bastones. El acolchado protege las suelas en el avión y en la baca, y las ruedas facilitan los largos trayectos por el aeropuerto. Bolsillos separados mantienen aparte ceras y herramientas.',
  ],
  'spor-boot-bag': [
    'Bolsa ventilada para botas con bolsillo para la caja de ceras.',
    'Las rejillas de los extremos dejan secar las botas de vuelta a casa. Un bolsillo aparte guarda la caja de ceras, los guantes y el gorro. Se lleva en la mano o con la correa acolchada.',
  ],
  'rime-race-backpack': [
    'Una mochila de 20 litros que no rebota al esquiar.',
    'Un arnés ceñido con correa de pecho y aletas de cadera mantiene estable la Rime Race 20 en el paso de skating. Una funda aislante evita que la bebida se congele. Un portabastones los lleva en carreras y subidas.',
  ],
  'kvist-drink-belt': [
    'Portabidón aislante para sesiones largas.',
    'El cinturón Kvist lleva un bidón de 0,75 litros en una funda aislante en la espalda. Un bolsillo con cremallera guarda el móvil y barritas. El cinturón ancho no se mueve en clásico ni en skating.',
  ],
  'isbre-thermo-bottle': [
    'Mantiene tu bebida caliente durante todo el día.',
    'Una doble pared de acero mantiene las bebidas calientes doce horas. La boca ancha admite hielo o una bolsita de té y se limpia con facilidad. La tapa sirve de taza en la parada para comer.',
  ],
  'tinde-sport-glasses': [
    'Gafas envolventes con lente para luz plana.',
    'Una lente envolvente protege del viento y la nieve y deja un amplio campo de visión. El rediseño añade una lente de contraste que resalta la huella con luz plana y gris. Incluye una segunda lente transparente.',
  ],
  'skare-merino-socks': [
    'Calcetines finos de merino para botas ajustadas.',
    'El Skare Merino es lo bastante fino para un ajuste ceñido y abriga aun húmedo. Las costuras planas evitan puntos de presión en los dedos. Los talones reforzados duran muchas temporadas.',
  ],
  'polar-neck-gaiter': [
    'Braga de merino que también sirve de máscara.',
    'Sube la Polar sobre la nariz en las bajadas más frías y bájala en las subidas. La lana merino abriga y no huele tras un día largo. Talla única, sin costuras.',
  ],
};
