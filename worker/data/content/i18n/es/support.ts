/** Spanish: support pages. */
import { contactRows } from '../../support/service';
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const supportPages: ContentTranslations['supportPages'] = {
  'size-guide': {
    title: 'Guía de tallas',
    summary: 'Mide tu pie y tu mano y encuentra tu talla de botas, guantes y calcetines.',
    seo: {
      title: 'Guía de tallas: botas, guantes y calcetines',
      description: 'Tabla de tallas de botas con la longitud del pie en cm, tallas EU, UK y US, y tallas de guantes y calcetines.',
    },
    body: [
      text('Mide tu pie'),
      items(
        'Ponte de pie sobre una hoja de papel contra una pared, con los calcetines con los que esquías.',
        'Marca la punta de tu dedo más largo y mide desde la pared hasta la marca.',
        'Mide los dos pies por la tarde, cuando están más grandes, y quédate con la medida mayor.',
      ),
      text(
        'Las botas nórdicas deben sujetar bien el talón y dejar aproximadamente 1 cm delante de los dedos. Si estás entre dos tallas, elige la mayor para clásico y excursión y la menor para skating y competición.',
      ),
      { caption: 'Botas de adulto', head: ['EU', 'Longitud del pie (cm)', 'Mondopoint', 'UK', 'US hombre', 'US mujer'] },
      { caption: 'Botas júnior', head: ['EU', 'Longitud del pie (cm)', 'US infantil'] },
      text('Guantes'),
      text('Mide el contorno de la mano justo por debajo de los nudillos, sin el pulgar.'),
      { caption: 'Guantes y manoplas', head: ['Talla', 'Contorno de la mano (cm)'] },
      {
        caption: 'Calcetines',
        head: ['Talla', 'Número de calzado EU'],
        rows: [
          ['36-38', '36 a 38'],
          ['39-41', '39 a 41'],
          ['42-44', '42 a 44'],
          ['45-47', '45 a 47'],
        ],
      },
      { link: { title: 'Ver botas' } },
    ],
  },
  'ski-length-guide': {
    title: 'Guía de longitud de esquís y bastones',
    summary: 'Qué longitud y rigidez de esquí corresponden a tu peso y qué largo deben tener tus bastones.',
    seo: {
      title: 'Guía de longitud de esquís y bastones',
      description: 'Longitudes de esquís clásicos y de skating según el peso, de excursión según la altura y fórmulas para los bastones.',
    },
    body: [
      text(
        'Un esquí nórdico se elige primero por el peso. La cámara tiene que soportar tu peso en la fase de deslizamiento y aplastarse cuando te impulsas. La altura solo decide dentro del margen que marca tu peso.',
      ),
      text('Esquís clásicos y de skating según el peso'),
      {
        caption: 'Longitud recomendada',
        head: ['Peso (kg)', 'Clásico (cm)', 'Skating (cm)', 'Rigidez'],
        rows: [
          ['40–50', '180–185', '165–172', 'Blanda'],
          ['50–60', '185–192', '172–177', 'Blanda a media'],
          ['60–70', '192–197', '177–182', 'Media'],
          ['70–80', '197–202', '182–187', 'Media a dura'],
          ['80–90', '202–207', '187–192', 'Dura'],
          ['más de 90', '207–210', '192', 'Extra dura'],
        ],
      },
      text('Fórmulas rápidas'),
      items(
        'Clásico: tu altura más 20 a 30 cm, hasta 210 cm.',
        'Skating: tu altura más 10 a 15 cm, hasta 192 cm.',
        'Excursión con cantos metálicos: tu altura más 10 a 20 cm.',
        'Travesía: de tu altura a tu altura más 10 cm; más corto gira mejor entre los árboles.',
        'Niños menores de 8 años: aproximadamente su altura. Júniors mayores: altura más 10 a 15 cm (clásico), más 5 a 10 cm (skating).',
      ),
      text(
        'Los corredores eligen la rigidez más dura de su margen de peso para huellas frías y duras, y la más blanda para nieve blanda o nueva. En nuestras tiendas medimos la cámara contigo de pie sobre el esquí.',
      ),
      text('Bastones'),
      {
        caption: 'Longitud del bastón',
        head: ['Estilo', 'Fórmula', 'Ejemplo para 180 cm'],
        rows: [
          ['Clásico', 'altura × 0,83', '150 cm'],
          ['Skating', 'altura × 0,89', '160 cm'],
          ['Excursión y travesía', 'altura × 0,80 a 0,85', '145–155 cm'],
        ],
      },
      text('Si estás entre dos longitudes, elige la más corta para clásico y la más larga para skating.'),
      { link: { title: 'Ver esquís' } },
      { link: { title: 'Ver bastones' } },
    ],
  },
  waxing: {
    title: 'Guía de encerado',
    summary: 'Cera de deslizamiento, cera de agarre, klister y cuidado de las pieles, paso a paso.',
    seo: {
      title: 'Cómo encerar esquís de fondo',
      description: 'Encerado de deslizamiento, cera de agarre y klister paso a paso, y cuidado de esquís de piel y de escamas.',
    },
    body: [
      text('Cera de deslizamiento (espátula y cola, y esquís de skating enteros)'),
      items(
        'Limpia la suela con un cepillo de latón, de la espátula a la cola, diez pasadas.',
        'Ajusta la plancha a la temperatura que indica la cera; demasiado caliente quema la suela.',
        'Deja gotear la cera a lo largo del esquí y extiéndela con pasadas lentas y regulares hasta que la cera siga líquida 5 cm detrás de la plancha.',
        'Deja enfriar el esquí al menos 15 minutos, o toda la noche para un acabado más duro.',
        'Rasca con una rasqueta de plástico bien afilada y limpia la ranura con la esquina de la rasqueta.',
        'Cepilla con un cepillo de nailon hasta que la suela brille y termina con uno de crin.',
      ),
      text('Cera de agarre (zona de agarre del clásico)'),
      items(
        'Marca la zona de agarre: desde el talón de la bota hasta unos 50 cm por delante, o según el ajuste hecho en la tienda.',
        'Lija ligeramente la zona con lija de grano 120 y plancha una capa fina de base.',
        'Aplica una capa fina de cera de agarre y alísala con un corcho.',
        'Añade de tres a cinco capas finas, pasando el corcho en cada una, y deja enfriar los esquís fuera antes de esquiar.',
      ),
      text('Klister'),
      text(
        'Calienta el tubo, aplica un dibujo fino en espiga a cada lado de la ranura y extiéndelo con la espátula o la palma de la mano. Déjalo asentar diez minutos fuera. Retíralo con quitaceras después de cada uso.',
      ),
      text('Esquís de piel y de escamas'),
      text(
        'Las pieles no necesitan cera de agarre. Límpialas con limpiador de pieles cada pocas salidas y trátalas con un espray para que no se embolen. En los esquís de escamas solo se enceran las zonas de deslizamiento; un espray de agarre ayuda con nieve húmeda.',
      ),
      { link: { title: 'Ver ceras y herramientas' } },
      { link: { title: 'Contacta con nuestro equipo técnico' } },
    ],
  },
  warranty: {
    title: 'Garantía',
    summary: 'Dos años de garantía en materiales y fabricación, y cómo hacer una reclamación.',
    seo: { title: 'Garantía Loipe', description: 'Qué cubre la garantía de dos años de Loipe, qué no cubre y cómo hacer una reclamación.' },
    body: [
      text(
        'Todos los esquís, botas, fijaciones y bastones Loipe tienen dos años de garantía frente a defectos de materiales y fabricación desde la fecha de compra. Si la legislación de consumo de tu país te da más derechos, se aplican esos.',
      ),
      text('Qué cubre'),
      items(
        'La delaminación de la superficie, el canto o la suela.',
        'La pérdida de cámara durante la primera temporada de uso normal.',
        'Suelas despegadas y costuras rotas en las botas.',
        'Piezas de fijaciones que se rompen con un uso normal.',
        'Tubos de bastón que se rompen sin caída ni golpe.',
      ),
      text('Qué no cubre'),
      items(
        'Arañazos, golpes en el núcleo y daños en los cantos causados por piedras, grava o carreteras.',
        'Esquís rotos en una caída o colisión, y bastones pisados o atrapados.',
        'El desgaste normal: suelas de bota gastadas, colores desvaídos y pieles gastadas.',
        'Daños por calor, como una suela quemada por la plancha o una bota secada en una estufa.',
      ),
      text('Sustitución por rotura'),
      text(
        '¿Has roto un esquí en una caída durante su primera temporada? Envíanos los trozos con tu ticket y obtendrás un 30 % de descuento en un par nuevo del mismo modelo.',
      ),
      text('Cómo reclamar'),
      items(
        'Haz fotos claras del daño y del número de serie del esquí o la bota.',
        'Si compraste en un distribuidor, llévale el producto con el ticket. Si compraste en línea, contacta con nuestro servicio de atención al cliente.',
        'Estudiamos la reclamación en cinco días laborables y reparamos, sustituimos o reembolsamos el producto.',
      ),
      { link: { title: 'Contactar con atención al cliente' } },
    ],
  },
  returns: {
    title: 'Envíos y devoluciones',
    summary: '30 días para devolver artículos sin usar, gratis en Estados Unidos, Canadá y Noruega.',
    seo: {
      title: 'Envíos y devoluciones',
      description: 'Plazos de entrega, importes para el envío gratis y cómo devolver un pedido a Loipe.',
    },
    body: [
      text('Envíos'),
      {
        caption: 'Entrega',
        head: ['Tienda', 'Plazo de entrega', 'Envío gratis desde'],
        rows: [
          ['Estados Unidos', '2–5 días laborables', '150 $'],
          ['Canadá', '3–6 días laborables', '200 CAD'],
          ['Noruega', '1–3 días laborables', '1500 NOK'],
        ],
      },
      text(
        'Los pedidos salen en un plazo de dos días laborables. Recibirás un enlace de seguimiento por correo en cuanto tu paquete salga de nuestro almacén.',
      ),
      text('Devoluciones'),
      text(
        'Tienes 30 días desde la entrega para devolver artículos sin usar, en su embalaje original y con todas las etiquetas. Las devoluciones son gratuitas en Estados Unidos, Canadá y Noruega.',
      ),
      items(
        'Inicia sesión y abre el pedido en tu cuenta, o contacta con atención al cliente si compraste como invitado.',
        'Elige los artículos que quieres devolver e imprime la etiqueta prepagada.',
        'Embala bien los artículos y deja el paquete en cualquier oficina de correos o punto de recogida.',
      ),
      text(
        'Te reembolsamos en el método de pago original en un plazo de cinco días laborables desde que recibimos el paquete. ¿Necesitas otra talla o longitud? Devuelve el artículo y haz un pedido nuevo: es la forma más rápida.',
      ),
      text('Artículos que no podemos aceptar'),
      items(
        'Esquís encerados, montados con fijaciones o rectificados por encargo.',
        'Ceras y klister abiertos.',
        'Calcetines y otros artículos de higiene con el precinto abierto.',
      ),
      text('¿Compraste en un distribuidor? Devuélvelo en la tienda donde lo compraste; se aplican sus propias condiciones de devolución.'),
      { link: { title: 'Buscar tu distribuidor' } },
    ],
  },
  contact: {
    title: 'Contacto',
    summary: 'Teléfono, correo y horario de nuestro servicio de atención al cliente en cada región.',
    seo: {
      title: 'Contactar con Loipe',
      description: 'Cómo contactar con el servicio de atención al cliente de Loipe por teléfono o correo en tu región.',
    },
    body: [
      text(
        'Nuestro equipo de atención al cliente también esquía: pregúntanos por tallas, encerado, pedidos, devoluciones o garantía. Respondemos a los correos en un día laborable.',
      ),
      {
        caption: 'Atención al cliente por región (hora local)',
        head: ['Oficina', 'Teléfono', 'Correo', 'Horario'],
        rows: contactRows({ mon: 'lun.', tue: 'mar.', wed: 'mié.', thu: 'jue.', fri: 'vie.', sat: 'sáb.', sun: 'dom.' }),
      },
      text('Sede central'),
      text(
        'Loipe AS, Storgata 84, 2615 Lillehammer, Noruega. Nuestra tienda principal está en la planta baja y abre todos los días en invierno.',
      ),
      text('Antes de escribir'),
      items(
        'Si es sobre un pedido, ten a mano el número de pedido; está en el correo de confirmación.',
        'Si es una reclamación de garantía, adjunta fotos del daño y del número de serie.',
        'Para preguntas sobre cuentas pro, escribe a pro@loipe.com.',
      ),
      { link: { title: 'Garantía' } },
      { link: { title: 'Envíos y devoluciones' } },
    ],
  },
};
