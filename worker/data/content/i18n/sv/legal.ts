/** Swedish: privacy policy, terms of sale and company information. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Integritetspolicy',
    seo: {
      title: 'Integritetspolicy',
      description: 'Vilka personuppgifter Loipe samlar in, varför, hur länge vi sparar dem och vilka rättigheter du har.',
    },
    body: [
      {
        content: [
          text(
            'Senast uppdaterad 1 september 2026. Loipe AS, Storgata 84, 2615 Lillehammer, Norge, är personuppgiftsansvarig för de uppgifter som beskrivs här. Vårt dataskyddsombud nås på privacy@loipe.com.',
          ),
          text('Vad vi samlar in'),
          items(
            'Kontouppgifter: namn, e-postadress, lösenord (sparat endast som saltad hash) och sparade adresser.',
            'Orderuppgifter: vad du har köpt, leverans- och fakturaadress och betalningsstatus. Kortuppgifter går direkt till vår betalleverantör; vi ser dem aldrig.',
            'Uppgifter i pro-programmet: din pro-kod, din organisation och de intyg du skickar för att visa din roll.',
            'Användningsdata: besökta sidor och sökningar, insamlade via vår tagghanterare endast om du godkänner analyskakor.',
          ),
          text('Varför vi använder dem'),
          text(
            'Vi använder dina uppgifter för att leverera beställningar och hantera returer och garantiärenden (avtal), för att sköta ditt konto och din pro-status (avtal), för att skicka nyhetsbrev du har bett om (samtycke, som du kan återkalla med ett klick i varje mejl) och för att hålla butiken säker, till exempel genom att begränsa inloggningsförsök (berättigat intresse).',
          ),
          text('Hur länge vi sparar dem'),
          text(
            'Orderuppgifter sparas i fem år eftersom norsk bokföringslag kräver det. Konton som inte har använts på tre år raderas efter att vi har varnat dig via mejl. Uppgifter för nyhetsbrevet raderas när du avslutar prenumerationen.',
          ),
          text('Vilka vi delar dem med'),
          text(
            'Transportörer får din leveransadress, vår betalleverantör hanterar betalningar och våra leverantörer av drift och e-post behandlar uppgifter för vår räkning enligt personuppgiftsbiträdesavtal. När uppgifter lämnar EES skyddas de av EU:s standardavtalsklausuler. Vi säljer aldrig personuppgifter.',
          ),
          text('Dina rättigheter'),
          text(
            'Du kan begära en kopia av dina uppgifter, få dem rättade eller raderade, invända mot hur de används eller ta med dig dem. Skriv till privacy@loipe.com; vi svarar inom 30 dagar. Du kan också klaga hos norska Datatilsynet eller hos tillsynsmyndigheten i ditt land, i Sverige Integritetsskyddsmyndigheten (IMY).',
          ),
          text('Kakor'),
          text(
            'Vi använder en nödvändig kaka för din session och varukorg, en som kommer ihåg land och språk och, bara med ditt samtycke, analyskakor. Du kan när som helst ändra ditt val i kakinställningarna längst ned på varje sida.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Köpvillkor',
    seo: {
      title: 'Köpvillkor',
      description: 'Villkoren som gäller när du handlar i Loipes webbutik: priser, leverans, returer och garanti.',
    },
    body: [
      {
        content: [
          text(
            'De här villkoren gäller beställningar i Loipes webbutik i USA, Kanada och Norge. I andra länder säljs Loipes produkter av fristående återförsäljare på deras egna villkor.',
          ),
          text('Priser och betalning'),
          text(
            'Priserna visas i din butiksvaluta. I Norge ingår moms; i USA och Kanada läggs försäljningsskatt till i kassan. Ditt kort debiteras när beställningen skickas.',
          ),
          text('Leverans'),
          text(
            'Vi skickar inom två arbetsdagar efter din beställning. Leveransen tar oftast 2 till 5 arbetsdagar. Om en vara visar sig vara slut meddelar vi dig via mejl och återbetalar den direkt.',
          ),
          text('Returer och garanti'),
          text(
            'Du har 30 dagar från leverans på dig att returnera oanvända varor. Vår garanti täcker fel i material och tillverkning i två år, eller så länge konsumentlagstiftningen i ditt land ger dig rätt till om det är längre.',
          ),
          { link: { title: 'Så fungerar returer' } },
          { link: { title: 'Garantivillkor' } },
          text('Tvister'),
          text(
            'Hör av dig till oss först: de flesta problem löses med ett mejl till kundservice. Norska kunder kan också vända sig till norska Forbrukertilsynet.',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Företagsinformation',
    seo: { title: 'Företagsinformation', description: 'Företagsuppgifter för Loipe AS och Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer, Norge. Organisationsnummer 918 402 117 MVA. Vd: Sigrid Haugen. Telefon +47 61 24 80 00, e-post kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 München, Tyskland. Registrerat vid Amtsgericht München, HRB 254871. Momsregistreringsnummer DE318402117. Vd: Thomas Greiner. Telefon +49 89 5550 1870, e-post service.eu@loipe.com.',
          ),
          text(
            'EU-kommissionen tillhandahåller en plattform för tvistlösning online. Vi är varken skyldiga eller villiga att delta i tvistlösning inför en konsumenttvistnämnd.',
          ),
        ],
      },
    ],
  },
};
