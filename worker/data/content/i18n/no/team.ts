/** Norwegian: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Klassisk langdistanse',
    bio: [
      'Ingrid vokste opp to kilometer fra målgang i Birkebeinerrennet og har vunnet kvinneklassen der tre ganger. I Ski Classics er hun kjent for å stake hele 50-kilometersrenn på ski uten festesmøring.',
      'Mellom rennene jobber hun i testteamet vårt på Sjusjøen, der hun har gått på alle Aurora-prototyper siden 2021.',
    ],
    quote: 'Er skiene riktige, er rennet bare en lang dag ute.',
  },
  'mattias-lindqvist': {
    discipline: 'Sprint skøyting',
    bio: [
      'Mattias er sprinter med bakgrunn fra ishockey, og det ser man på måten han tar svingene på. Han har gått verdenscupsprinter siden 2022 og nådde sin første finale i Falun i 2025.',
      'Han tester skøyteskiene og -støvlene våre og er grunnen til at Rime-skøytestøvelen har stivere mansjett.',
    ],
    quote: 'En sprint varer i tre minutter. Hvert fraspark teller dobbelt.',
  },
  'aiko-tanabe': {
    discipline: 'Fjellskiguide',
    bio: [
      'Aiko guider langrennsturer i skogene rundt Niseko og i Daisetsuzan-fjellene. Hun kom til turskiene via telemark og har aldri gått tilbake til heisene.',
      'Hun hjalp oss med å forme fjellskien Fjell 78 for den dype, tørre snøen på Hokkaido.',
    ],
    quote: 'Den beste linja i skogen er den ingen andre har kjørt.',
  },
  'jonas-berger': {
    discipline: 'Skiskyting',
    bio: [
      'Jonas går skiskyting for Østerrike og trener hjemme i Hochfilzen. Han går skøyting på Loipe-ski og tilbringer somrene på rulleski langs veiene rundt Pillersee.',
      'I teamet er han kjent for den grundige skitestdagboka si, som nå er på fjerde bind.',
    ],
    quote: 'Gå fort, pust, og skyt. Rekkefølgen betyr noe.',
  },
  'claire-dubois': {
    discipline: 'Langløp skøyting',
    bio: [
      'Claire vant skøyteklassen i Transjurassienne i 2024 og 2026. Hun trener juniorlaget i klubben sin i Jura og jobber fortsatt deltid som fysioterapeut.',
      'Hun tar med seg begge perspektivene inn i støveltestene våre: løperens og fysioterapeutens.',
    ],
    quote: 'God teknikk er den billigste farten som finnes.',
  },
  'luca-moretti': {
    discipline: 'Klassisk langdistanse',
    bio: [
      'Luca vokste opp ved Marcialonga-løypa i Val di Fiemme og har fullført rennet femten ganger. Han driver en skiskole og et lite skiservice-verksted i Tesero.',
      'Hver vinter er han vert for det italienske testarrangementet vårt i løypene ved Lago di Tesero.',
    ],
    quote: 'Sytti kilometer er en samtale med deg selv. Ta med gode ski.',
  },
  'emma-larsen': {
    discipline: 'PSIA-sensor i langrenn',
    bio: [
      'Emma har undervist i langrenn i tjue år og er sensor for PSIA i Northwest-divisjonen. Kursene hennes i klassisk teknikk er fullbooket hver sesong.',
      'Hun leder instruktørflåten med testski i PSIA-samarbeidet vårt.',
    ],
    quote: 'Alle kan lære å gli. Det trengs bare noen som viser hvor vekten skal være.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, U23',
    bio: [
      'Noah trener ved Canmore Nordic Centre og vant U23-tittelen i sprint i det kanadiske mesterskapet i 2026. Han går begge stilarter og liker bakkene best.',
      'Han er det yngste medlemmet av Team Loipe.',
    ],
    quote: 'Det er i bakkene renn avgjøres. Jeg liker å avgjøre.',
  },
};
