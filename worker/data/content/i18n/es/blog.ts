/** Spanish: journal sections and posts. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const blogCategories: ContentTranslations['blogCategories'] = {
  technique: {
    title: 'Técnica',
    description: 'Ejercicios y explicaciones de nuestros entrenadores y deportistas para que cada zancada cuente.',
    seo: { title: 'Técnica | Revista Loipe', description: 'La técnica clásica y de skating explicada por entrenadores y corredores.' },
  },
  trips: {
    title: 'Viajes',
    description: 'Rutas, refugios y carreras que merecen el viaje, de la Birkebeiner a Hokkaido.',
    seo: { title: 'Viajes | Revista Loipe', description: 'Viajes y crónicas de esquí nórdico del equipo Loipe.' },
  },
  'gear-care': {
    title: 'Cuidado del material',
    description: 'Encerado, rectificado y almacenamiento: esquís rápidos y botas secas temporada tras temporada.',
    seo: { title: 'Cuidado del material | Revista Loipe', description: 'Cómo encerar, guardar y cuidar esquís y botas de fondo.' },
  },
};

export const blogPosts: ContentTranslations['blogPosts'] = {
  'double-poling-engine': {
    title: 'Doble empuje: construye el motor',
    hero_image: { alt: 'Esquiador en doble empuje en una pista iluminada' },
    excerpt:
      'Las carreras de clásico modernas se ganan con los brazos y el tronco. Así convertirás el doble empuje en un punto fuerte y no en una forma de sobrevivir.',
    body: [
      text(
        'Hace diez años, el doble empuje era lo que se hacía en los llanos entre cuesta y cuesta. Hoy los más rápidos hacen en doble empuje la mayor parte de una carrera de clásico, e incluso en la salida del domingo un buen doble empuje guarda las piernas para las subidas.',
      ),
      text('Todo empieza en la cadera'),
      text(
        'El error más habitual es tirar con los brazos. La fuerza sale de dejarse caer hacia delante: sube a la parte delantera de los pies con la cadera alta, deja que el cuerpo bascule sobre los bastones y enrolla el tronco hacia abajo. Los brazos solo transmiten ese peso a la nieve.',
      ),
      text('Ángulo del bastón y recuperación'),
      text(
        'Clava los bastones con las manos delante de la cara y las puntas justo detrás de las fijaciones. Si las puntas caen delante de los pies, frenas antes de empujar. Al volver, relaja las manos y deja que los bastones oscilen hacia delante: en la recuperación es donde respiras.',
      ),
      text('Una sesión para probar'),
      items(
        '20 minutos de calentamiento suave.',
        '6 × 2 minutos de doble empuje en una subida suave, bajando andando.',
        '4 × 30 segundos a ritmo de carrera en llano, con recuperación completa.',
        '15 minutos de vuelta a la calma en paso alternativo.',
      ),
      text('Hazla una vez por semana desde octubre. Para Navidad notarás la diferencia en cada llano del circuito.'),
    ],
  },
  'skate-v2-timing': {
    title: 'El ritmo del paso uno-uno: un paso, un empuje',
    hero_image: { alt: 'Esquiador de skating en paso uno-uno en una pista preparada' },
    excerpt: 'El paso uno-uno es la marcha más rápida en llano. La mayoría la pierde por el ritmo. Tres ejercicios lo arreglan.',
    body: [
      text(
        'En el paso uno-uno empujas con los bastones en cada impulso de pierna. Bien hecho, es la forma más eficiente de ir rápido en terreno fácil; mal hecho, parece una pelea con tus propios bastones.',
      ),
      text('Ponte alto sobre un esquí'),
      text(
        'Cada paso empieza con todo el cuerpo sobre un esquí: nariz, rodilla y puntera alineadas. Solo entonces empujas con los bastones. Si empujas cuando el peso aún está entre los esquís, la fuerza se va hacia un lado.',
      ),
      text('Tres ejercicios'),
      items(
        'Patina sin bastones y mantén cada deslizamiento mientras cuentas hasta tres.',
        'Uno-uno con pausa: empuje de bastones, deslizamiento sobre un esquí y una breve parada antes del siguiente impulso.',
        'Uno-uno en una bajada suave, centrándote solo en clavar las manos delante de la cara.',
      ),
      text('Grábate de frente. Cuando la cabeza avance recta en lugar de ir de lado a lado, el ritmo estará ahí.'),
    ],
  },
  'diagonal-stride-kick': {
    title: 'Encontrar el impulso en el paso alternativo',
    hero_image: { alt: 'Esquiador de clásico en paso alternativo subiendo una cuesta' },
    excerpt: 'Resbalar en las subidas rara vez es culpa de la cera. Depende de dónde está tu peso al impulsarte. Así se nota.',
    body: [
      text(
        'Un esquí de clásico agarra cuando todo tu peso aprieta la zona de agarre contra la nieve durante una fracción de segundo. Si te impulsas demasiado pronto, demasiado tarde o con el peso detrás del pie, hasta la cera perfecta resbala.',
      ),
      text('El ejercicio del patinete'),
      text(
        'Quítate un esquí. Impúlsate con el pie libre como en un patinete y desliza sobre el esquí. Fíjate en cómo tienes que llevar la cadera sobre el esquí para mantener el equilibrio. Esa es la posición de cadera que necesitas en el impulso.',
      ),
      text('Empuja hacia abajo, no hacia atrás'),
      text(
        'Imagina que aplastas un insecto bajo el centro del pie. El impulso es una presión corta y firme hacia abajo, seguida del empuje hacia atrás. En las subidas más empinadas, acorta el paso y mantén un ritmo rápido.',
      ),
      text(
        'Si aun así resbalas, revisa la cera y la rigidez de tus esquís. La guía de longitud de esquís explica cómo adaptamos la rigidez a tu peso.',
      ),
    ],
  },
  'birkebeiner-in-a-day': {
    title: 'La pista de la Birkebeiner en un día',
    hero_image: { alt: 'La meseta abierta sobre Sjusjøen en la pista de la Birkebeiner' },
    excerpt:
      'Cincuenta y cuatro kilómetros de Rena a Lillehammer con 3,5 kg a la espalda. Cómo esquiar el recorrido de la Birken fuera del día de carrera.',
    body: [
      text(
        'Cada marzo, 16 000 esquiadores van de Rena a Lillehammer con una mochila de 3,5 kg, en memoria de los guerreros birkebeiner que en 1206 llevaron al pequeño príncipe Håkon a través de las montañas. La pista está preparada casi todo el invierno, y recorrerla un día laborable tranquilo es una de las grandes jornadas del esquí noruego.',
      ),
      text('El recorrido'),
      text(
        'Desde la salida de Rena, la pista sube durante los primeros 15 km hasta Skramstadsetra. Después llega la meseta alta sobre el Raudfjellet, a casi 900 m, abierta y expuesta, antes de la larga y rápida bajada que pasa por Sjusjøen y Midtfjellet hasta el estadio de esquí de Lillehammer.',
      ),
      text('Lo que llevábamos'),
      items(
        'Una chaqueta de abrigo y unos guantes de repuesto para la meseta.',
        'Dos litros de bebida isotónica en un cinturón aislante.',
        'Klister y una rasqueta: en la meseta la nieve suele estar más helada que en el valle.',
        'Bollos con queso marrón, el clásico de la Birken.',
      ),
      text('Cómo llegar'),
      text(
        'Toma el primer tren a Rena y el autobús lanzadera hasta la salida. Desde el estadio de Lillehammer hay diez minutos a pie hasta nuestra tienda de la Storgata, donde puedes dejar la bolsa durante el día.',
      ),
    ],
  },
  'hut-to-hut-rondane': {
    title: 'De refugio en refugio por Rondane',
    hero_image: { alt: 'Un refugio guardado de Rondane al anochecer' },
    excerpt: 'Cuatro días, tres refugios y una costra de primavera perfecta. Nuestra ruta por el parque nacional más antiguo de Noruega.',
    body: [
      text(
        'Rondane fue el primer parque nacional de Noruega y, en abril, cuando los días son largos y la nieve se congela en costra por la mañana, está hecho para esquís de excursión ligeros. La asociación noruega de senderismo marca una ruta de invierno entre sus refugios con ramas de abedul.',
      ),
      text('Nuestra ruta'),
      items(
        'De Mysuseter a Rondvassbu, 13 km junto al lago.',
        'De Rondvassbu a Bjørnhollia, 18 km por el Langglupdalen.',
        'De Bjørnhollia a Eldåbu, 20 km por la meseta.',
        'De Eldåbu a Straumbu, 14 km bajando por el valle.',
      ),
      text('Esquís para la excursión de primavera'),
      text(
        'Llevamos esquís de excursión con cantos metálicos y zona de agarre con pieles. En la costra, los cantos agarran, y cuando el sol la convierte en nieve pesada por la tarde, las pieles siguen agarrando sin cera.',
      ),
      text(
        'Consulta cada día el boletín de aludes en varsom.no y lleva mapa y brújula: la ruta marcada desaparece con la niebla y la luz plana.',
      ),
    ],
  },
  'hokkaido-powder-touring': {
    title: 'Travesía nórdica en la nieve profunda de Hokkaido',
    hero_image: { alt: 'Bosque de abedules cubierto de nieve cerca de Niseko' },
    excerpt:
      'Hokkaido es famoso por su nieve polvo alpina. Con esquís nórdicos anchos, sus bosques son igual de buenos y mucho más tranquilos.',
    body: [
      text(
        'El aire frío de Siberia cruza el mar del Japón y descarga su humedad sobre Hokkaido en forma de nieve ligera y seca, a menudo más de quince metros por invierno. Los esquiadores alpinos van a los remontes; los bosques ondulados entre ellos son de quien tenga esquís de travesía.',
      ),
      text('Adónde ir'),
      text(
        'Alrededor de Niseko, la pista nórdica al pie del monte Annupuri enlaza con pistas forestales que suben suavemente entre abedules y robles. Más al este, la zona de Furano y las faldas del Daisetsuzan tienen valles largos y tranquilos, con un onsen al final del día.',
      ),
      text('Lo que funciona en nieve profunda'),
      items(
        'Esquís de travesía anchos con zona de agarre de escamas o de piel: 68 mm de patín o más.',
        'Una bota y una fijación de travesía con verdadera rigidez a la torsión.',
        'Bastones largos con rodelas grandes para nieve polvo.',
      ),
      text(
        'Los guías locales organizan salidas nórdicas de media jornada desde Niseko y Furano durante todo el invierno; nuestro equipo de Sapporo te recomendará uno encantado.',
      ),
    ],
  },
  'summer-storage': {
    title: 'A dormir: cómo guardar los esquís en verano',
    hero_image: { alt: 'Esquís sobre un banco de encerado en el taller de una cabaña' },
    excerpt:
      'Veinte minutos en abril mantienen tus suelas rápidas hasta noviembre. La rutina de almacenamiento de una técnica de servicio.',
    body: [
      text(
        'Lo peor para la suela de un esquí en verano es el aire. Una suela seca y sin protección se oxida y se vuelve gris, y una suela oxidada ya no absorbe bien la cera. Una capa gruesa de cera de almacenamiento lo evita.',
      ),
      text('La rutina'),
      items(
        'Quita toda la cera de agarre y el klister con quitaceras y seca la zona de agarre.',
        'Cepilla las zonas de deslizamiento con un cepillo de latón para abrir la estructura.',
        'Plancha una capa gruesa de cera de deslizamiento blanda y no la rasques.',
        'Une los esquís por la espátula y la cola sin aplastar la cámara.',
        'Guárdalos tumbados o colgados, en un lugar fresco y seco y lejos del sol.',
      ),
      text('Botas y bastones'),
      text(
        'Saca los botines de las botas y deja que se sequen por completo antes de guardarlos. Revisa las puntas y las dragoneras de los bastones: el verano es el momento de cambiar las puntas gastadas, no la primera mañana de nieve.',
      ),
      text('En otoño, rasca y cepilla la cera de almacenamiento y tus esquís estarán listos para la primera nevada.'),
    ],
  },
  'choosing-kick-wax': {
    title: '¿Qué cera de agarre? Lee la nieve',
    hero_image: { alt: 'Huellas de clásico sobre un lago helado en una mañana fría' },
    excerpt: 'La temperatura es solo la mitad de la historia. Lo nueva o vieja que sea la nieve decide entre cera dura y klister.',
    body: [
      text(
        'Las tablas de ceras empiezan por la temperatura, pero dos mañanas a cinco grados bajo cero pueden pedir ceras muy distintas. La nieve nueva tiene cristales afilados que muerden la cera dura; la nieve vieja y transformada tiene granos redondos que solo agarran una cera blanda o el klister.',
      ),
      text('Una regla sencilla'),
      {
        caption: 'Cera de agarre según la nieve',
        head: ['Nieve', 'Temperatura del aire', 'Cera'],
        rows: [
          ['Nieve nueva y seca', 'Por debajo de −10 °C', 'Cera dura, verde'],
          ['Nieve nueva', '−10 a −2 °C', 'Cera dura, azul'],
          ['Nieve nueva cerca de cero', '−2 a +1 °C', 'Cera dura, violeta o roja'],
          ['Nieve vieja de grano fino', '−5 a 0 °C', 'Klister azul, en capa fina'],
          ['Huellas heladas o recongeladas', 'Por debajo de 0 °C', 'Klister azul con klister universal encima'],
          ['Nieve de primavera húmeda y granulada', 'Por encima de 0 °C', 'Klister rojo o universal'],
        ],
      },
      text('Las capas duran más'),
      text(
        'Plancha primero una base fina y luego aplica con el corcho de tres a cinco capas finas de cera de agarre. Las capas finas, cada una bien alisada, agarran mejor y duran más que una sola capa gruesa.',
      ),
      text(
        'Si dudas, empieza demasiado duro: siempre puedes añadir una cera más blanda encima, pero una cera demasiado blanda se embola y hay que quitarla.',
      ),
    ],
  },
  'when-to-stone-grind': {
    title: '¿Cuándo necesita un esquí un rectificado de piedra?',
    hero_image: { alt: 'Un esquí en la rectificadora de piedra del taller de Loipe' },
    excerpt: 'Un rectificado nuevo puede hacer que un esquí viejo parezca nuevo. Cómo saber cuándo toca y qué estructura pedir.',
    body: [
      text(
        'El rectificado de piedra aplana la suela y le graba un dibujo fino, la estructura. La estructura rompe la película de agua entre la suela y la nieve, y la estructura adecuada para la nieve puede dar más deslizamiento que cualquier cera.',
      ),
      text('Señales de que toca'),
      items(
        'La suela se ve gris y seca incluso justo después de encerarla.',
        'Notas con la uña arañazos o un escalón a lo largo de los cantos.',
        'El esquí lleva más de 1500 km desde el último rectificado.',
        'Un esquí que antes deslizaba bien va lento con cualquier nieve.',
      ),
      text('¿Qué estructura?'),
      text(
        'Para la mayoría basta una estructura universal. Los corredores con varios pares eligen una estructura fina para la nieve fría y nueva y otra más gruesa para la nieve húmeda o vieja. En nuestros talleres te preguntarán dónde y cuándo esquías más.',
      ),
      text('En invierno, un rectificado tarda alrededor de una semana. Resérvalo en otoño y evita la espera.'),
    ],
  },
};
