/** Swedish: Team Loipe. */
import type { ContentTranslations } from '../types';

export const athletes: ContentTranslations['athletes'] = {
  'ingrid-solberg': {
    discipline: 'Klassiskt, långdistans',
    bio: [
      'Ingrid växte upp två kilometer från målet i Birkebeinerrennet och har vunnit damklassen där tre gånger. I Ski Classics är hon känd för att staka hela 50-kilometerslopp på skidor utan fästvalla.',
      'Mellan loppen arbetar hon i vårt testteam vid Sjusjøen, där hon har åkt varje Aurora-prototyp sedan 2021.',
    ],
    quote: 'Är skidorna rätt är loppet bara en lång dag ute.',
  },
  'mattias-lindqvist': {
    discipline: 'Sprint, skate',
    bio: [
      'Mattias är sprinter med bakgrund i ishockey, och det syns på hur han tar kurvorna. Han har åkt världscupsprintar sedan 2022 och nådde sin första final i Falun 2025.',
      'Han testar våra skateskidor och skatepjäxor och är anledningen till att Rime-skatepjäxan har en styvare manschett.',
    ],
    quote: 'En sprint tar tre minuter. Varje frånskjut räknas dubbelt.',
  },
  'aiko-tanabe': {
    discipline: 'Fjällskidguide',
    bio: [
      'Aiko guidar längdturer i skogarna kring Niseko och i Daisetsuzan-bergen. Hon kom till turåkningen via telemark och har aldrig gått tillbaka till liftarna.',
      'Hon hjälpte oss att forma fjällskidan Fjell 78 för Hokkaidos djupa, torra snö.',
    ],
    quote: 'Den bästa linjen i skogen är den ingen annan har åkt.',
  },
  'jonas-berger': {
    discipline: 'Skidskytte',
    bio: [
      'Jonas tävlar i skidskytte för Österrike och tränar hemma i Hochfilzen. Han åker skate på Loipe-skidor och tillbringar somrarna på rullskidor längs vägarna kring Pillersee.',
      'I teamet är han känd för sin noggranna skidtestdagbok, som nu är inne på fjärde volymen.',
    ],
    quote: 'Åk fort, andas, skjut. Ordningen spelar roll.',
  },
  'claire-dubois': {
    discipline: 'Långlopp, skate',
    bio: [
      'Claire vann skateklassen i Transjurassienne 2024 och 2026. Hon tränar juniorlaget i sin klubb i Jura och arbetar fortfarande deltid som fysioterapeut.',
      'Hon tar med båda perspektiven in i våra pjäxtester: åkarens och fysioterapeutens.',
    ],
    quote: 'God teknik är den billigaste farten som finns.',
  },
  'luca-moretti': {
    discipline: 'Klassiskt, långdistans',
    bio: [
      'Luca växte upp vid Marcialongas bana i Val di Fiemme och har gått i mål i loppet femton gånger. Han driver en skidskola och en liten skidservice i Tesero.',
      'Varje vinter är han värd för vår italienska testdag i spåren vid Lago di Tesero.',
    ],
    quote: 'Sjuttio kilometer är ett samtal med dig själv. Ta med bra skidor.',
  },
  'emma-larsen': {
    discipline: 'PSIA-examinator i längd',
    bio: [
      'Emma har undervisat i längdskidåkning i tjugo år och examinerar skidlärare för PSIA i Northwest-divisionen. Hennes kurser i klassisk teknik är fullbokade varje säsong.',
      'Hon leder instruktörernas testskidflotta i vårt PSIA-samarbete.',
    ],
    quote: 'Alla kan lära sig att glida. Det behövs bara någon som visar var vikten ska vara.',
  },
  'noah-tremblay': {
    discipline: 'Sprint, U23',
    bio: [
      'Noah tränar vid Canmore Nordic Centre och vann U23-titeln i sprint vid de kanadensiska mästerskapen 2026. Han åker båda stilarna och gillar backarna bäst.',
      'Han är den yngsta medlemmen i Team Loipe.',
    ],
    quote: 'Det är i backarna loppen avgörs. Jag gillar att avgöra.',
  },
};
