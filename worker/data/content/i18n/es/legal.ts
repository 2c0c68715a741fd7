/** Spanish: privacy policy, terms of sale and legal notice. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Política de privacidad',
    seo: {
      title: 'Política de privacidad',
      description: 'Qué datos personales recoge Loipe, por qué, cuánto tiempo los conservamos y qué derechos tienes.',
    },
    body: [
      {
        content: [
          text(
            'Última actualización: 1 de septiembre de 2026. Loipe AS, Storgata 84, 2615 Lillehammer, Noruega, es la responsable de los datos personales descritos aquí. Puedes contactar con nuestro delegado de protección de datos en privacy@loipe.com.',
          ),
          text('Qué recogemos'),
          items(
            'Datos de la cuenta: tu nombre, correo electrónico, contraseña (guardada solo como hash con sal) y direcciones guardadas.',
            'Datos de pedidos: lo que has comprado, las direcciones de envío y facturación y el estado del pago. Los datos de la tarjeta van directamente a nuestro proveedor de pagos; nunca los vemos.',
            'Datos del programa pro: tu código pro, tu organización y los documentos que nos envías para acreditar tu función.',
            'Datos de uso: páginas vistas y búsquedas realizadas, recogidos mediante nuestro gestor de etiquetas solo si aceptas las cookies analíticas.',
          ),
          text('Para qué los usamos'),
          text(
            'Usamos tus datos para entregar los pedidos y gestionar devoluciones y garantías (contrato), para gestionar tu cuenta y tu estatus pro (contrato), para enviarte las newsletters que has pedido (consentimiento, que puedes retirar con un clic en cada correo) y para mantener la tienda segura, por ejemplo limitando los intentos de inicio de sesión (interés legítimo).',
          ),
          text('Cuánto tiempo los conservamos'),
          text(
            'Conservamos los datos de pedidos durante cinco años porque lo exige la normativa contable noruega. Las cuentas sin uso durante tres años se eliminan después de avisarte por correo. Los datos de la newsletter se eliminan cuando te das de baja.',
          ),
          text('Con quién los compartimos'),
          text(
            'Las empresas de transporte reciben tu dirección de envío, nuestro proveedor de pagos procesa los pagos y nuestros proveedores de alojamiento y correo tratan datos por cuenta nuestra mediante contratos de encargo de tratamiento. Cuando los datos salen del EEE, los protegen las cláusulas contractuales tipo de la UE. Nunca vendemos datos personales.',
          ),
          text('Tus derechos'),
          text(
            'Puedes pedir una copia de tus datos, rectificarlos o suprimirlos, oponerte a su uso o llevártelos. Escribe a privacy@loipe.com; respondemos en 30 días. También puedes reclamar ante la autoridad noruega de protección de datos (Datatilsynet) o ante la de tu país, como la AEPD en España.',
          ),
          text('Cookies'),
          text(
            'Usamos una cookie necesaria para tu sesión y tu cesta, una que recuerda tu país e idioma y, solo con tu consentimiento, cookies analíticas. Puedes cambiar tu elección en cualquier momento en la configuración de cookies al pie de cada página.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Condiciones de venta',
    seo: {
      title: 'Condiciones de venta',
      description: 'Las condiciones que se aplican al comprar en la tienda en línea de Loipe: precios, entrega, devoluciones y garantía.',
    },
    body: [
      {
        content: [
          text(
            'Estas condiciones se aplican a los pedidos realizados en la tienda en línea de Loipe en Estados Unidos, Canadá y Noruega. En otros países, los productos Loipe los venden distribuidores independientes con sus propias condiciones.',
          ),
          text('Precios y pago'),
          text(
            'Los precios se muestran en la moneda de tu tienda. En Noruega incluyen el IVA; en Estados Unidos y Canadá, el impuesto sobre las ventas se añade al pagar. El cargo en tu tarjeta se hace cuando se envía el pedido.',
          ),
          text('Entrega'),
          text(
            'Enviamos en un plazo de dos días laborables desde tu pedido. La entrega suele tardar de 2 a 5 días laborables. Si un artículo resulta no estar disponible, te avisamos por correo y te lo reembolsamos de inmediato.',
          ),
          text('Devoluciones y garantía'),
          text(
            'Tienes 30 días desde la entrega para devolver artículos sin usar. Nuestra garantía cubre los defectos de materiales y fabricación durante dos años, o durante el plazo que establezca la legislación de consumo de tu país si es mayor.',
          ),
          { link: { title: 'Cómo funcionan las devoluciones' } },
          { link: { title: 'Condiciones de la garantía' } },
          text('Reclamaciones'),
          text(
            'Habla primero con nosotros: la mayoría de los problemas se resuelven con un correo a nuestro servicio de atención al cliente. Los clientes noruegos también pueden acudir a la autoridad noruega de consumo (Forbrukertilsynet).',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Aviso legal',
    seo: { title: 'Aviso legal', description: 'Datos de las empresas Loipe AS y Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer, Noruega. Número de organización 918 402 117 MVA. Directora general: Sigrid Haugen. Teléfono +47 61 24 80 00, correo kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 Múnich, Alemania. Inscrita en el Registro Mercantil del Juzgado de Múnich, HRB 254871. NIF-IVA DE318402117. Director general: Thomas Greiner. Teléfono +49 89 5550 1870, correo service.eu@loipe.com.',
          ),
          text(
            'La Comisión Europea ofrece una plataforma de resolución de litigios en línea. No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo.',
          ),
        ],
      },
    ],
  },
};
