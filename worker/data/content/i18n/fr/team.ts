/** French: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Classique, longue distance',
    bio: [
      'Ingrid a grandi à deux kilomètres de l’arrivée de la Birkebeiner et y a remporté trois fois la course féminine. Sur le circuit Ski Classics, elle est connue pour courir des 50 km entiers en double poussée, sur des skis sans fart de retenue.',
      'Entre les courses, elle travaille dans notre équipe de test à Sjusjøen, où elle a skié chaque prototype Aurora depuis 2021.',
    ],
    quote: 'Quand le ski est bon, la course n’est qu’une longue journée dehors.',
  },
  'mattias-lindqvist': {
    discipline: 'Sprint skating',
    bio: [
      'Mattias est un sprinteur venu du hockey sur glace, et ça se voit dans sa façon de prendre les virages. Il court les sprints de Coupe du monde depuis 2022 et a atteint sa première finale à Falun en 2025.',
      'Il teste nos skis et chaussures de skating, et c’est grâce à lui que la chaussure de skating Rime a un collier plus rigide.',
    ],
    quote: 'Un sprint dure trois minutes. Chaque poussée compte double.',
  },
  'aiko-tanabe': {
    discipline: 'Guide hors-piste',
    bio: [
      'Aiko guide des randonnées nordiques dans les forêts de Niseko et les montagnes du Daisetsuzan. Venue à la randonnée par le télémark, elle n’est jamais retournée aux remontées mécaniques.',
      'Elle nous a aidés à dessiner le ski hors-piste Fjell 78 pour la neige profonde et sèche d’Hokkaido.',
    ],
    quote: 'La plus belle trace en forêt est celle que personne n’a encore faite.',
  },
  'jonas-berger': {
    discipline: 'Biathlon',
    bio: [
      'Jonas court le biathlon pour l’Autriche et s’entraîne chez lui à Hochfilzen. Il skate sur des skis Loipe et passe ses étés en ski-roues sur les routes autour du Pillersee.',
      'Dans l’équipe, il est connu pour son carnet de tests de skis méticuleux, aujourd’hui à son quatrième volume.',
    ],
    quote: 'Skier vite, puis respirer, puis tirer. L’ordre compte.',
  },
  'claire-dubois': {
    discipline: 'Marathon skating',
    bio: [
      'Claire a remporté la Transjurassienne en skating en 2024 et en 2026. Elle entraîne l’équipe junior de son club dans le Jura et travaille encore à temps partiel comme kinésithérapeute.',
      'Elle apporte les deux regards à nos tests de chaussures : celui de la coureuse et celui de la kiné.',
    ],
    quote: 'Une bonne technique, c’est la vitesse la moins chère qui soit.',
  },
  'luca-moretti': {
    discipline: 'Classique, longue distance',
    bio: [
      'Luca a grandi sur le parcours de la Marcialonga, dans le Val di Fiemme, et a terminé la course quinze fois. Il dirige une école de ski et un petit atelier de service à Tesero.',
      'Chaque hiver, il accueille notre test italien sur les pistes du Lago di Tesero.',
    ],
    quote: 'Soixante-dix kilomètres, c’est une conversation avec soi-même. Prenez de bons skis.',
  },
  'emma-larsen': {
    discipline: 'Examinatrice nordique PSIA',
    bio: [
      'Emma enseigne le ski de fond depuis vingt ans et fait passer les examens de moniteurs PSIA dans la division Northwest. Ses stages de technique classique affichent complet chaque saison.',
      'Elle dirige la flotte de skis de démonstration de notre partenariat PSIA.',
    ],
    quote: 'Tout le monde peut apprendre à glisser. Il suffit que quelqu’un montre où mettre son poids.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, moins de 23 ans',
    bio: [
      'Noah s’entraîne au Canmore Nordic Centre et a remporté le titre de sprint des moins de 23 ans aux championnats canadiens 2026. Il pratique les deux techniques et préfère les montées.',
      'C’est le plus jeune membre de la Team Loipe.',
    ],
    quote: 'C’est dans les montées que les courses se décident. J’aime décider.',
  },
};
