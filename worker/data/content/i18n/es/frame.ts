/** Spanish: brand, header, footer and settings. */
import type { ContentTranslations } from '../types';
import { text, titles } from '../helpers';

const nav = [
  {
    link: { title: 'Esquís' },
    children: titles('Clásico', 'Skating', 'Competición', 'Excursión', 'Travesía', 'Júnior'),
    banner: {
      title: 'Aurora Classic',
      text: 'Nuestro esquí clásico más ligero, ahora con una nueva suela para nieve fría.',
      image: { alt: 'Esquiador en paso alternativo por un bosque de abedules' },
      link: { title: 'Ver esquís clásicos' },
    },
  },
  {
    link: { title: 'Botas' },
    children: titles('Clásico', 'Skating', 'Combi', 'Travesía', 'Júnior'),
    banner: {
      title: 'Encuentra tu talla',
      text: 'Mide tu pie en dos minutos con nuestra guía de tallas.',
      image: { alt: 'Botas de esquí secándose junto a la estufa de una cabaña' },
      link: { title: 'Abrir la guía de tallas' },
    },
  },
  { link: { title: 'Fijaciones' }, children: titles('Pista', 'Travesía') },
  { link: { title: 'Bastones' }, children: titles('Competición', 'Excursión', 'Júnior') },
  {
    link: { title: 'Accesorios' },
    children: titles('Ceras y herramientas', 'Guantes', 'Gorros y cintas', 'Bolsas y mochilas'),
    banner: {
      title: 'Encera como un técnico',
      text: 'Cera de deslizamiento y de agarre paso a paso, para cualquier nieve.',
      image: { alt: 'Banco de encerado con planchas y rasquetas' },
      link: { title: 'Leer la guía de encerado' },
    },
  },
  { link: { title: 'Revista' } },
  { link: { title: 'Equipo' } },
  { link: { title: 'Tiendas' } },
];

const secondary = titles('Ayuda', 'Buscar una tienda', 'Pro', 'Cuenta');

export const frame: ContentTranslations = {
  brand: {
    seo: {
      title: 'Loipe | Esquís nórdicos, botas y bastones de Lillehammer',
      description:
        'Esquís clásicos, de skating y de travesía, botas, fijaciones y bastones, diseñados y probados en Lillehammer desde 1987.',
    },
    contact: { no: { title: 'Loipe AS (sede central)' } },
  },
  headers: {
    'header-retail': {
      main_nav: nav,
      top_alert: [
        { text: 'Envío gratis en pedidos de más de 150 $', link: { title: 'Envíos y devoluciones' } },
        { text: 'Envío gratis en pedidos de más de 200 CAD', link: { title: 'Envíos y devoluciones' } },
        { text: 'Envío gratis en pedidos de más de 1500 NOK', link: { title: 'Envíos y devoluciones' } },
        {
          text: 'En tu país, el material Loipe se vende a través de distribuidores locales. Encuentra uno cerca de ti.',
          link: { title: 'Buscar distribuidor' },
        },
      ],
      secondary_nav: secondary,
    },
    'header-pro': {
      title: 'Cabecera (pro)',
      main_nav: nav,
      top_alert: [
        { text: 'Loipe Pro: tus precios pro se muestran en toda la web.', link: { title: 'Ver tu control de gasto' } },
        {
          text: 'Tu año pro termina el 30 de junio. Antes de un pedido grande, comprueba cuánto te queda en tu control de gasto.',
          link: { title: 'Control de gasto' },
        },
        {
          text: 'En Europa, los pedidos pro se hacen a través de tu distribuidor Loipe: muestra tu código pro en la tienda.',
          link: { title: 'Buscar distribuidor' },
        },
      ],
      secondary_nav: secondary,
    },
  },
  footer: {
    tagline: 'Material de esquí nórdico diseñado y probado en Lillehammer desde 1987.',
    columns: [
      { title: 'Tienda', links: titles('Esquís', 'Botas', 'Fijaciones', 'Bastones', 'Accesorios', 'Prueba antes de comprar') },
      {
        title: 'Ayuda',
        links: titles('Guía de tallas', 'Guía de longitud de esquís', 'Guía de encerado', 'Garantía', 'Devoluciones', 'Contacto'),
      },
      { title: 'Empresa', links: titles('Sobre Loipe', 'Equipo Loipe', 'Revista', 'Loipe Pro', 'Miembros de PSIA', 'Buscar una tienda') },
      { title: 'Legal', links: titles('Política de privacidad', 'Condiciones de venta', 'Aviso legal') },
    ],
    newsletter: {
      heading: 'Huellas frescas en tu bandeja de entrada',
      text: 'Estado de las pistas, consejos de encerado y las novedades antes que nadie. Cuatro correos por invierno, nunca más.',
    },
  },
  errorPage: {
    title: 'Página de error',
    header: 'Página no encontrada',
    main_content: [
      text('La página que buscas se ha movido o el enlace que has seguido está desactualizado.'),
      text('Prueba con el buscador o vuelve a empezar desde la página de inicio.'),
    ],
    link_text: 'Volver al inicio',
    product_header: 'Lo más popular ahora',
    product_recommendation_page: {
      header: 'Este producto ya no está disponible',
      main_content: [text('Ya no fabricamos este modelo, pero estos productos cumplen la misma función y están listos para enviar.')],
    },
  },
  emailSignup: {
    lists: [
      {
        title: 'Newsletter de Loipe',
        description: 'Estado de las pistas, consejos de técnica y material nuevo. Cuatro correos por invierno.',
      },
      { title: 'Eventos de prueba', description: 'Fechas de eventos de prueba cerca de ti, con dos semanas de antelación.' },
      { title: 'Noticias pro', description: 'Ofertas y fechas de cursos solo para pros.' },
    ],
    copy: {
      heading: 'Huellas frescas en tu bandeja de entrada',
      text: 'Estado de las pistas, consejos de encerado y las novedades antes que nadie. Cuatro correos por invierno, nunca más.',
      placeholder: 'Tu correo electrónico',
      button_text: 'Suscribirme',
      success: '¡Gracias! Revisa tu bandeja de entrada para confirmar la suscripción.',
      privacy: 'Puedes darte de baja con un clic en cada correo. Consulta nuestra política de privacidad para saber cómo usamos tus datos.',
    },
    back_in_stock_notifications: {
      heading: 'Agotado en esta talla',
      text: 'Déjanos tu correo y te escribiremos una sola vez cuando vuelva a estar disponible.',
      button_text: 'Avisarme',
      success: 'Hecho. Te escribiremos cuando vuelva.',
    },
  },
  searchSettings: {
    main_menu: {
      title: 'Búsquedas populares',
      links: titles('Esquís clásicos', 'Botas de skating', 'Esquís de travesía', 'Cera de agarre', 'Bastones de carbono'),
    },
    sidebar_menu: {
      title: 'Ayuda rápida',
      links: titles('Guía de tallas', 'Guía de longitud de esquís', 'Guía de encerado', 'Artículos de técnica', 'Buscar una tienda'),
    },
  },
  regions: {
    'region-us': { title: 'Estados Unidos' },
    'region-ca': { title: 'Canadá' },
    'region-jp': { title: 'Japón' },
    'region-no': { title: 'Noruega' },
    'region-eu': { title: 'Europa' },
    'region-other': { title: 'Otros países' },
    'region-pro': { title: 'Pro (Estados Unidos)' },
    'region-pro-ca': { title: 'Pro (Canadá)' },
    'region-pro-eu': { title: 'Pro (Europa)' },
  },
};
