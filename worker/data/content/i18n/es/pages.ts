/** Spanish: home, company and tool pages. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const pages: ContentTranslations['pages'] = {
  home: {
    title: 'Inicio',
    seo: {
      title: 'Loipe | Esquís nórdicos, botas y bastones de Lillehammer',
      description:
        'Esquís clásicos, de skating y de travesía, botas, fijaciones y bastones, diseñados y probados en Lillehammer desde 1987.',
    },
    body: [
      {},
      { title: 'Novedades de este invierno' },
      {
        title: 'Comprar por categoría',
        cards: [
          { title: 'Esquís', text: 'Clásico, skating, excursión y travesía.', link: { title: 'Ver esquís' } },
          { title: 'Botas', text: 'Calientes, rígidas donde importa y flexibles donde deben serlo.', link: { title: 'Ver botas' } },
          { title: 'Fijaciones', text: 'Fijaciones automáticas para cada bota y cada estilo.', link: { title: 'Ver fijaciones' } },
          {
            title: 'Bastones',
            text: 'Bastones de competición de carbono y resistentes bastones de excursión.',
            link: { title: 'Ver bastones' },
          },
          { title: 'Accesorios', text: 'Cera, guantes, bolsas y todo lo demás.', link: { title: 'Ver accesorios' } },
        ],
      },
      {},
      { title: 'Botas para cada zancada' },
      {},
      { title: 'De la revista' },
      { title: 'Equipo Loipe' },
      {},
      {},
    ],
  },
  about: {
    title: 'Sobre Loipe',
    seo: {
      title: 'Sobre Loipe',
      description:
        'Cómo un taller de esquís en Lillehammer se convirtió en Loipe: nuestra historia, nuestro circuito de pruebas en Sjusjøen y cómo fabricamos.',
    },
    body: [
      {},
      {
        content: [
          text('Nuestra historia'),
          text(
            'Loipe viene de «løype», la palabra noruega para una pista de esquí de fondo preparada. En 1987, Kari y Anders Haugen empezaron a prensar esquís de excursión de madera en un granero sobre Lillehammer para amigos que corrían la Birkebeiner cada marzo. La noticia corrió por la pista y, para los Juegos de Invierno de 1994, el granero se había convertido en un taller de doce personas en la Storgata.',
          ),
          text(
            'Hoy, unas noventa personas diseñan, fabrican y prueban el material Loipe. Los esquís se siguen prensando en Lillehammer; las botas se fabrican con socios en Estonia e Italia, sobre nuestras hormas y con nuestras especificaciones.',
          ),
          text('Probado en Sjusjøen'),
          text(
            'Cada esquí que vendemos ha recorrido al menos 300 km en nuestro circuito de pruebas de Sjusjøen, veinte minutos por encima del taller. De noviembre a abril medimos el deslizamiento cada mañana en el mismo tramo de 400 m, con cualquier nieve que nos dé la meseta, y solo cambiamos un esquí cuando el cronómetro dice que es mejor.',
          ),
          text('Cómo fabricamos'),
          items(
            'Núcleos de madera de abeto y abedul noruegos con certificación FSC, combinados con una espátula de nido de abeja para reducir el peso en movimiento.',
            'Suelas rectificadas en nuestro taller: estructuras para nieve fría, universal y húmeda en cada modelo.',
            'Ceras y tratamientos de suela sin flúor en toda la gama desde 2020.',
            'Un servicio de reparación en cada región, para que una espátula rota o una suela gastada no signifique un par nuevo.',
          ),
          text('Un buen esquí desaparece bajo tus pies. Solo notas la pista.'),
          text('Kari Haugen, cofundadora'),
          { link: { title: 'Visita una tienda Loipe' } },
        ],
      },
    ],
  },
  psia: {
    title: 'Miembros de PSIA',
    seo: {
      title: 'Loipe para miembros de PSIA-AASI',
      description:
        'Los monitores nórdicos de PSIA-AASI obtienen precios Loipe Pro, esquís de prueba en los cursos y acceso anticipado a los nuevos modelos.',
    },
    body: [
      {},
      {
        content: [
          text('Una colaboración para monitores nórdicos'),
          text(
            'Loipe es socio nórdico oficial de Professional Ski Instructors of America y de American Association of Snowboard Instructors (PSIA-AASI). Gracias a esta colaboración, los miembros certificados y registrados enseñan y entrenan con material Loipe a precio de socio.',
          ),
          text('Qué reciben los miembros'),
          items(
            'Precios Loipe Pro en esquís, botas, fijaciones y bastones, hasta el límite anual de gasto pro.',
            'Flotas de esquís clásicos y de skating para probar en los cursos y exámenes nórdicos de PSIA de cada división.',
            'Acceso anticipado a los nuevos modelos cada otoño, antes de que lleguen a las tiendas.',
            'Un rectificado de suela gratis por temporada en los talleres Loipe de Estados Unidos.',
          ),
          text('Cómo unirte'),
          items(
            'Inicia sesión en el portal de socios de PSIA-AASI y copia tu código pro de Loipe desde la página «Partner Offers».',
            'Crea una cuenta Loipe Pro e introduce el código junto con tu número de socio de PSIA.',
            'Tus precios pro se activan en cuanto se acepta el código, normalmente en un día laborable.',
          ),
          text('La afiliación debe estar en vigor. Comprobamos el estado de socio con PSIA-AASI al comienzo de cada temporada.'),
          { link: { title: 'Crear tu cuenta pro' } },
        ],
      },
    ],
  },
  pro: {
    title: 'Loipe Pro',
    seo: {
      title: 'Loipe Pro: material para quienes trabajan en la nieve',
      description:
        'Precios pro para monitores, entrenadores, pisteros-socorristas y personal de tiendas, con un control de gasto en tu cuenta.',
    },
    body: [
      {},
      {
        content: [
          text('Quién puede participar'),
          items(
            'Monitores de esquí nórdico titulados o registrados (PSIA-AASI, CANSI, cursos de la Federación Noruega de Esquí, DSV, ESF y organismos nacionales equivalentes).',
            'Entrenadores con licencia de una federación nacional de esquí y los entrenadores jefe de sus clubes.',
            'Pisteros-socorristas profesionales y voluntarios con acreditación vigente.',
            'Personal de distribuidores y talleres autorizados de Loipe, y técnicos de encerado de equipos nacionales.',
          ),
          text('Cómo funcionan los precios pro'),
          text(
            'Cuando se aprueba tu solicitud, ves cada producto a precio pro mientras tengas la sesión iniciada. Los precios pro se aplican a pedidos para tu propio uso en la nieve y no se combinan con otras ofertas.',
          ),
          text('El control de gasto'),
          text(
            'Cada cuenta pro tiene un límite anual de 3000 en la moneda de tu tienda, salvo que tu acuerdo diga otra cosa. El control de tu cuenta muestra cuánto has gastado a precio pro este año pro, cuánto te queda y la fecha en que vence tu estatus pro.',
          ),
          items(
            'El año pro va del 1 de julio al 30 de junio. El contador vuelve a cero el 1 de julio.',
            'Los pedidos cuentan para el límite cuando se envían; los artículos devueltos se suman de nuevo a lo que te queda.',
            'Si un pedido supera el límite, la parte que lo excede se cobra a precio normal.',
            'Renueva antes de la fecha indicada para mantener tus precios pro sin interrupción.',
          ),
          text('Solicitud'),
          text(
            'Solicítalo con el código pro de tu asociación o empresa y un justificante de tu función. Revisamos cada solicitud en un plazo de tres días laborables.',
          ),
          { link: { title: 'Solicitar Loipe Pro' } },
          { link: { title: '¿Dudas? Contacta con el soporte pro' } },
        ],
      },
    ],
  },
  styletile: {
    title: 'Guía de estilo',
    seo: { title: 'Guía de estilo', description: 'Tipografía, colores, botones, listas y tablas de la tienda Loipe en una sola página.' },
    body: [
      {
        content: [
          text('El antetítulo va sobre un título'),
          text('Título dos: la pista que tenemos delante'),
          text('Título tres: impulso, deslizamiento y otra vez'),
          text(
            'El texto está compuesto para leer largo: una longitud de línea cómoda, un interlineado generoso y contraste suficiente para leerlo en el móvil bajo la luz intensa de la nieve.',
          ),
          text('Una cita se distingue del texto.'),
          items(
            'Un elemento de lista',
            'Un segundo elemento lo bastante largo como para pasar a la línea siguiente en el móvil',
            'Un tercer elemento',
          ),
          items('Primer paso', 'Segundo paso', 'Tercer paso'),
          {
            caption: 'Paleta de colores',
            head: ['Nombre', 'Uso', 'Hex'],
            rows: [
              ['Fiordo', 'Texto principal y botones', '#12324A'],
              ['Nieve', 'Fondo de página', '#FAFBFC'],
              ['Abedul', 'Bordes y líneas', '#D9DDE1'],
              ['Arándano rojo', 'Precios rebajados y avisos', '#B3261E'],
              ['Abeto', 'Mensajes de éxito y stock', '#2E6B4F'],
            ],
          },
          { link: { title: 'Un enlace en el texto' } },
        ],
      },
      {},
      { title: 'Cuadrícula de productos' },
    ],
  },
  'test-store': {
    title: 'Prueba los esquís antes de comprar',
    seo: {
      title: 'Eventos de prueba Loipe: prueba nuestros esquís en la nieve',
      description:
        'Fechas y lugares de los eventos de prueba Loipe, donde puedes probar gratis cualquier modelo de la colección antes de comprar.',
    },
    body: [
      {},
      {
        content: [
          text(
            'En un evento de prueba Loipe puedes llevarte cualquier esquí de la colección, en tu longitud y con la zona de agarre adecuada, para dar todas las vueltas que quieras. Trae tus botas o usa las nuestras. La prueba es gratuita; solo pedimos un documento de identidad.',
          ),
          {
            caption: 'Eventos de prueba, invierno 2026/27',
            head: ['Fecha', 'Lugar', 'País', 'Qué probar'],
            rows: [
              ['28–29 de noviembre', 'Sjusjøen Skisenter', 'Noruega', 'Toda la colección'],
              ['6 de diciembre', 'Holmenkollen, Oslo', 'Noruega', 'Competición y skating'],
              ['13 de diciembre', 'Trapp Family Lodge, Stowe', 'Estados Unidos', 'Clásico y excursión'],
              ['20 de diciembre', 'Canmore Nordic Centre', 'Canadá', 'Toda la colección'],
              ['10 de enero', 'Seefeld in Tirol', 'Austria', 'Clásico y skating'],
              ['17 de enero', 'Davos Nordic', 'Suiza', 'Competición y skating'],
              ['24 de enero', 'Les Saisies', 'Francia', 'Toda la colección'],
              ['31 de enero', 'Val di Fiemme, Lago di Tesero', 'Italia', 'Clásico y skating'],
              ['7 de febrero', 'Niseko Nordic Course', 'Japón', 'Excursión y travesía'],
            ],
          },
          text('Antes de venir'),
          items(
            'Conoce tu peso: elegimos la rigidez del esquí allí mismo en función de él.',
            'Vístete para pasar dos horas fuera; los circuitos de prueba tienen de 3 a 5 km.',
            'Guarda el resguardo del evento: si compras el esquí que probaste en 30 días, te lo enceramos gratis.',
          ),
          { link: { title: 'Busca la tienda más cercana' } },
        ],
      },
    ],
  },
};
