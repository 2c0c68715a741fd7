/** Spanish: journal sections, post titles and excerpts (post bodies fall back to English). */
import type { ContentTranslations } from '../types';

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
    excerpt: 'Las carreras de clásico modernas se ganan con los brazos y el tronco. Así convertirás el doble empuje en un punto fuerte y no en una forma de sobrevivir.',
  },
  'skate-v2-timing': {
    title: 'El ritmo del paso uno-uno: un paso, un empuje',
    hero_image: { alt: 'Esquiador de skating en paso uno-uno en una pista preparada' },
    excerpt: 'El paso uno-uno es la marcha más rápida en llano. La mayoría la pierde por el ritmo. Tres ejercicios lo arreglan.',
  },
  'diagonal-stride-kick': {
    title: 'Encontrar el impulso en el paso alternativo',
    hero_image: { alt: 'Esquiador de clásico en paso alternativo subiendo una cuesta' },
    excerpt: 'Resbalar en las subidas rara vez es culpa de la cera. Depende de dónde está tu peso al impulsarte. Así se nota.',
  },
  'birkebeiner-in-a-day': {
    title: 'La pista de la Birkebeiner en un día',
    hero_image: { alt: 'La meseta abierta sobre Sjusjøen en la pista de la Birkebeiner' },
    excerpt: 'Cincuenta y cuatro kilómetros de Rena a Lillehammer con 3,5 kg a la espalda. Cómo esquiar el recorrido de la Birken fuera del día de carrera.',
  },
  'hut-to-hut-rondane': {
    title: 'De refugio en refugio por Rondane',
    hero_image: { alt: 'Un refugio guardado de Rondane al anochecer' },
    excerpt: 'Cuatro días, tres refugios y una costra de primavera perfecta. Nuestra ruta por el parque nacional más antiguo de Noruega.',
  },
  'hokkaido-powder-touring': {
    title: 'Travesía nórdica en la nieve profunda de Hokkaido',
    hero_image: { alt: 'Bosque de abedules cubierto de nieve cerca de Niseko' },
    excerpt: 'Hokkaido es famoso por su nieve polvo alpina. Con esquís nórdicos anchos, sus bosques son igual de buenos y mucho más tranquilos.',
  },
  'summer-storage': {
    title: 'A dormir: cómo guardar los esquís en verano',
    hero_image: { alt: 'Esquís sobre un banco de encerado en el taller de una cabaña' },
    excerpt: 'Veinte minutos en abril mantienen tus suelas rápidas hasta noviembre. La rutina de almacenamiento de una técnica de servicio.',
  },
  'choosing-kick-wax': {
    title: '¿Qué cera de agarre? Lee la nieve',
    hero_image: { alt: 'Huellas de clásico sobre un lago helado en una mañana fría' },
    excerpt: 'La temperatura es solo la mitad de la historia. Lo nueva o vieja que sea la nieve decide entre cera dura y klister.',
  },
  'when-to-stone-grind': {
    title: '¿Cuándo necesita un esquí un rectificado de piedra?',
    hero_image: { alt: 'Un esquí en la rectificadora de piedra del taller de Loipe' },
    excerpt: 'Un rectificado nuevo puede hacer que un esquí viejo parezca nuevo. Cómo saber cuándo toca y qué estructura pedir.',
  },
};
