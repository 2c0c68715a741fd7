/** Spanish: banners and hotspots. */
import type { ContentTranslations } from '../types';
import { text } from '../helpers';

export const banners: ContentTranslations['banners'] = {
  'home-hero': {
    content: [
      text('Invierno 2026/27'),
      text('Hecho para dar el rodeo más largo'),
      text('Esquís, botas y bastones de Lillehammer para mañanas frías, vueltas largas y la última subida de vuelta a casa.'),
    ],
    cta_button_global: [{ button_text: 'Ver clásico' }, { button_text: 'Ver skating' }],
    background: { alt_text: 'Dos esquiadores abren las primeras huellas junto a un fiordo al amanecer' },
  },
  'home-aurora': {
    content: [
      text('El equipo Aurora Classic'),
      text('Toca los marcadores para ver con qué esquía nuestro equipo de pruebas en la pista de la Birkebeiner.'),
    ],
    cta_button_global: [{ button_text: 'Ver el equipo' }],
    background: {
      alt_text: 'Esquiador en una pista preparada a través de un bosque de abedules',
      content: {
        hotspots: [
          { title: 'Aurora Classic', ctaCopy: 'Comprar' },
          { title: 'Bota clásica Aurora' },
          { title: 'Bastón Rime Carbon' },
          {
            title: 'La pista de la Birkebeiner',
            manual: {
              title: 'La pista de la Birkebeiner',
              description: '54 km de Rena a Lillehammer a través de la montaña. Nuestro circuito de pruebas empieza en Sjusjøen.',
            },
            ctaCopy: 'Leer la crónica',
          },
        ],
      },
    },
  },
  'home-lineup': {
    content: [
      text('Un invierno, tres tipos de nieve'),
      text('Polvo frío, huellas heladas y nieve húmeda de primavera: la colección lo cubre todo.'),
    ],
    cta_button_global: [{ button_text: 'Ver todos los esquís' }],
    background: { alt_text: 'Pistas de esquí nórdico en pleno invierno, sobre un lago helado y bajo el sol de primavera' },
  },
  'home-pro': {
    content: [
      text('Loipe Pro'),
      text('¿Enseñas, entrenas o patrullas? Esquía con nosotros.'),
      text('Precios pro para monitores, entrenadores, pisteros-socorristas y personal de tiendas.'),
    ],
    cta_button_global: [{ button_text: 'Solicitar Pro' }],
    background: { alt_text: 'Monitora enseñando a un grupo en un circuito de práctica' },
  },
  'home-test-store': {
    content: [
      text('Prueba antes de comprar'),
      text('Llévate cualquier esquí de la colección durante un día en un evento de pruebas Loipe.'),
    ],
    cta_button_global: [{ button_text: 'Ver fechas de prueba' }],
    background: { alt_text: 'Filas de esquís de prueba en la nieve durante un evento' },
  },
  'error-lost-track': {
    content: [text('¿Has perdido la huella?'), text('Pasa en las mejores pistas. Vuelve a la salida y prueba otro circuito.')],
    cta_button_global: [{ button_text: 'Volver al inicio' }],
    background: { alt_text: 'Huellas de esquí vacías que se pierden en la niebla sobre un lago helado' },
  },
  'about-hero': {
    content: [text('Desde un taller en Lillehammer')],
    background: { alt_text: 'Prensas de esquís y núcleos de pino en el taller de Loipe' },
  },
  'psia-hero': {
    content: [text('PSIA × Loipe'), text('Material para quienes enseñan el paso alternativo')],
    cta_button_global: [{ button_text: 'Crear tu cuenta pro' }],
    background: { alt_text: 'Instructora de PSIA enseñando el paso alternativo' },
  },
  'pro-hero': {
    content: [text('Loipe Pro'), text('Tu trabajo está en la nieve. El nuestro también.')],
    cta_button_global: [{ button_text: 'Solicitar ahora' }],
    background: { alt_text: 'Estadio de esquí iluminado en una noche de entrenamiento' },
  },
};
