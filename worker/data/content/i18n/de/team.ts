/** German: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Klassisch, Langdistanz',
    bio: [
      'Ingrid ist zwei Kilometer vom Birkebeiner-Ziel entfernt aufgewachsen und hat das Frauenrennen dort dreimal gewonnen. Auf der Ski-Classics-Tour ist sie dafür bekannt, ganze 50-km-Rennen im Doppelstock auf Ski ohne Steigwachs zu laufen.',
      'Zwischen den Rennen arbeitet sie in unserem Testteam in Sjusjøen, wo sie seit 2021 jeden Aurora-Prototyp gelaufen ist.',
    ],
    quote: 'Wenn der Ski stimmt, ist das Rennen nur ein langer Tag draußen.',
  },
  'mattias-lindqvist': {
    discipline: 'Skating-Sprint',
    bio: [
      'Mattias ist Sprinter mit Eishockey-Vergangenheit, und das sieht man daran, wie er die Kurven nimmt. Seit 2022 läuft er Weltcup-Sprints und erreichte 2025 in Falun sein erstes Finale.',
      'Er testet unsere Skatingski und -schuhe und ist der Grund, warum der Rime-Skatingschuh eine steifere Manschette hat.',
    ],
    quote: 'Ein Sprint dauert drei Minuten. Jeder Abstoß zählt doppelt.',
  },
  'aiko-tanabe': {
    discipline: 'Backcountry-Guide',
    bio: [
      'Aiko führt nordische Touren in den Wäldern von Niseko und im Daisetsuzan-Gebirge. Über das Telemarken kam sie zum Tourengehen und ist nie zu den Liften zurückgekehrt.',
      'Sie hat uns geholfen, den Backcountry-Ski Fjell 78 für den tiefen, trockenen Schnee Hokkaidos zu formen.',
    ],
    quote: 'Die beste Linie im Wald ist die, die noch niemand gefahren ist.',
  },
  'jonas-berger': {
    discipline: 'Biathlon',
    bio: [
      'Jonas läuft Biathlon für Österreich und trainiert zu Hause in Hochfilzen. Er skatet auf Loipe-Ski und verbringt die Sommer auf Skirollern auf den Straßen rund um den Pillersee.',
      'Im Team ist er für sein akribisches Skitest-Notizbuch bekannt, inzwischen im vierten Band.',
    ],
    quote: 'Schnell laufen, dann atmen, dann schießen. Die Reihenfolge zählt.',
  },
  'claire-dubois': {
    discipline: 'Skating-Marathon',
    bio: [
      'Claire hat 2024 und 2026 das Skatingrennen der Transjurassienne gewonnen. Sie trainiert die Jugendmannschaft ihres Vereins im Jura und arbeitet noch in Teilzeit als Physiotherapeutin.',
      'Sie bringt beide Blickwinkel in unsere Schuhtests ein: den einer Rennläuferin und den einer Physiotherapeutin.',
    ],
    quote: 'Gute Technik ist die günstigste Geschwindigkeit, die es gibt.',
  },
  'luca-moretti': {
    discipline: 'Klassisch, Langdistanz',
    bio: [
      'Luca ist an der Strecke der Marcialonga im Val di Fiemme aufgewachsen und hat das Rennen fünfzehnmal beendet. Er leitet eine Skischule und einen kleinen Skiservice in Tesero.',
      'Jeden Winter ist er Gastgeber unseres italienischen Testevents auf den Loipen am Lago di Tesero.',
    ],
    quote: 'Siebzig Kilometer sind ein Gespräch mit dir selbst. Nimm gute Ski mit.',
  },
  'emma-larsen': {
    discipline: 'PSIA-Ausbilderin Nordisch',
    bio: [
      'Emma unterrichtet seit zwanzig Jahren Langlauf und prüft Skilehrer für PSIA in der Northwest Division. Ihre Kurse zur klassischen Technik sind jede Saison ausgebucht.',
      'Sie leitet die Ausbilder-Testflotte unserer PSIA-Partnerschaft.',
    ],
    quote: 'Gleiten kann jeder lernen. Es braucht nur jemanden, der zeigt, wohin das Gewicht gehört.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, U23',
    bio: [
      'Noah trainiert im Canmore Nordic Centre und gewann 2026 bei den kanadischen Meisterschaften den U23-Sprinttitel. Er läuft beide Techniken und mag am liebsten die Anstiege.',
      'Er ist das jüngste Mitglied von Team Loipe.',
    ],
    quote: 'Am Berg werden Rennen entschieden. Ich entscheide gern.',
  },
};
