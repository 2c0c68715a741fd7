/** Spanish: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Clásico, larga distancia',
    bio: [
      'Ingrid creció a dos kilómetros de la meta de la Birkebeiner y ha ganado allí la carrera femenina tres veces. En el circuito Ski Classics es conocida por correr 50 km enteros en doble empuje, con esquís sin cera de agarre.',
      'Entre carrera y carrera trabaja en nuestro equipo de pruebas de Sjusjøen, donde ha esquiado todos los prototipos Aurora desde 2021.',
    ],
    quote: 'Si el esquí es el bueno, la carrera es solo un largo día al aire libre.',
  },
  'mattias-lindqvist': {
    discipline: 'Sprint de skating',
    bio: [
      'Mattias es un velocista que viene del hockey sobre hielo, y se nota en cómo toma las curvas. Corre sprints de la Copa del Mundo desde 2022 y alcanzó su primera final en Falun en 2025.',
      'Prueba nuestros esquís y botas de skating, y es la razón de que la bota de skating Rime tenga un collarín más rígido.',
    ],
    quote: 'Un sprint dura tres minutos. Cada impulso cuenta doble.',
  },
  'aiko-tanabe': {
    discipline: 'Guía de travesía',
    bio: [
      'Aiko guía excursiones nórdicas por los bosques de Niseko y las montañas de Daisetsuzan. Llegó a la travesía a través del telemark y nunca volvió a los remontes.',
      'Nos ayudó a dar forma al esquí de travesía Fjell 78 para la nieve profunda y seca de Hokkaido.',
    ],
    quote: 'La mejor línea del bosque es la que nadie ha trazado todavía.',
  },
  'jonas-berger': {
    discipline: 'Biatlón',
    bio: [
      'Jonas compite en biatlón con Austria y entrena en su casa de Hochfilzen. Patina sobre esquís Loipe y pasa los veranos en esquí-roller por las carreteras del Pillersee.',
      'En el equipo es famoso por su meticuloso cuaderno de pruebas de esquís, que ya va por el cuarto volumen.',
    ],
    quote: 'Esquía rápido, luego respira, luego dispara. El orden importa.',
  },
  'claire-dubois': {
    discipline: 'Maratón de skating',
    bio: [
      'Claire ganó la Transjurassienne de skating en 2024 y 2026. Entrena al equipo júnior de su club en el Jura y sigue trabajando a tiempo parcial como fisioterapeuta.',
      'Aporta las dos miradas a nuestras pruebas de botas: la de corredora y la de fisio.',
    ],
    quote: 'Una buena técnica es la velocidad más barata que existe.',
  },
  'luca-moretti': {
    discipline: 'Clásico, larga distancia',
    bio: [
      'Luca creció en el recorrido de la Marcialonga, en el Val di Fiemme, y ha terminado la carrera quince veces. Dirige una escuela de esquí y un pequeño taller de servicio en Tesero.',
      'Cada invierno es el anfitrión de nuestro evento de pruebas en Italia, en las pistas del Lago di Tesero.',
    ],
    quote: 'Setenta kilómetros son una conversación contigo mismo. Lleva buenos esquís.',
  },
  'emma-larsen': {
    discipline: 'Examinadora nórdica de PSIA',
    bio: [
      'Emma lleva veinte años enseñando esquí de fondo y examina a monitores de PSIA en la división Northwest. Sus cursos de técnica clásica se llenan cada temporada.',
      'Dirige la flota de esquís de prueba para instructores de nuestra colaboración con PSIA.',
    ],
    quote: 'Cualquiera puede aprender a deslizarse. Solo hace falta alguien que le enseñe dónde poner el peso.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, sub-23',
    bio: [
      'Noah entrena en el Canmore Nordic Centre y ganó el título de sprint sub-23 en el campeonato de Canadá de 2026. Esquía las dos técnicas y prefiere las subidas.',
      'Es el miembro más joven del Equipo Loipe.',
    ],
    quote: 'Las carreras se deciden en las subidas. A mí me gusta decidir.',
  },
};
