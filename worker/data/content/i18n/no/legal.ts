/** Norwegian: privacy policy, terms of sale and company information. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Personvernerklæring',
    seo: {
      title: 'Personvernerklæring',
      description: 'Hvilke personopplysninger Loipe samler inn, hvorfor, hvor lenge vi lagrer dem og hvilke rettigheter du har.',
    },
    body: [
      {
        content: [
          text(
            'Sist oppdatert 1. september 2026. Loipe AS, Storgata 84, 2615 Lillehammer, er behandlingsansvarlig for personopplysningene som beskrives her. Personvernombudet vårt når du på privacy@loipe.com.',
          ),
          text('Hva vi samler inn'),
          items(
            'Kontoopplysninger: navn, e-postadresse, passord (lagret bare som saltet hash) og lagrede adresser.',
            'Ordreopplysninger: hva du har kjøpt, leverings- og fakturaadresse og betalingsstatus. Kortopplysninger går rett til betalingsleverandøren vår; vi ser dem aldri.',
            'Opplysninger i pro-programmet: pro-koden din, organisasjonen din og dokumentasjonen du sender for å vise rollen din.',
            'Bruksdata: sider du ser på og søk du gjør, samlet inn gjennom tag-manageren vår bare etter at du har godtatt analyse-informasjonskapsler.',
          ),
          text('Hvorfor vi bruker dem'),
          text(
            'Vi bruker opplysningene til å levere bestillinger og behandle returer og garantisaker (avtale), til å drifte kontoen og pro-statusen din (avtale), til å sende nyhetsbrev du har bedt om (samtykke, som du kan trekke tilbake med ett klikk i hver e-post) og til å holde butikken sikker, for eksempel ved å begrense innloggingsforsøk (berettiget interesse).',
          ),
          text('Hvor lenge vi lagrer dem'),
          text(
            'Ordreopplysninger lagres i fem år fordi bokføringsloven krever det. Kontoer som ikke har vært brukt på tre år, slettes etter at vi har varslet deg på e-post. Opplysninger for nyhetsbrev slettes når du melder deg av.',
          ),
          text('Hvem vi deler dem med'),
          text(
            'Transportører får leveringsadressen din, betalingsleverandøren vår behandler betalinger, og leverandørene våre av drift og e-post behandler opplysninger på våre vegne etter databehandleravtaler. Når opplysninger forlater EØS, er de beskyttet av EUs standardkontraktsbestemmelser. Vi selger aldri personopplysninger.',
          ),
          text('Rettighetene dine'),
          text(
            'Du kan be om en kopi av opplysningene dine, få dem rettet eller slettet, protestere mot bruken eller ta dem med deg. Skriv til privacy@loipe.com; vi svarer innen 30 dager. Du kan også klage til Datatilsynet eller tilsynsmyndigheten i ditt land.',
          ),
          text('Informasjonskapsler'),
          text(
            'Vi bruker én nødvendig informasjonskapsel for økten og handlekurven din, én som husker land og språk, og bare med ditt samtykke analyse-informasjonskapsler. Du kan når som helst endre valget ditt i innstillingene for informasjonskapsler nederst på hver side.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Salgsbetingelser',
    seo: {
      title: 'Salgsbetingelser',
      description: 'Betingelsene som gjelder når du handler i Loipes nettbutikk: priser, levering, retur og garanti.',
    },
    body: [
      {
        content: [
          text(
            'Disse betingelsene gjelder bestillinger i Loipes nettbutikk i USA, Canada og Norge. I andre land selges Loipe-produkter av uavhengige forhandlere på deres egne betingelser.',
          ),
          text('Priser og betaling'),
          text(
            'Prisene vises i butikkvalutaen din. I Norge er merverdiavgift inkludert; i USA og Canada legges omsetningsavgift til i kassen. Kortet ditt belastes når bestillingen sendes.',
          ),
          text('Levering'),
          text(
            'Vi sender innen to virkedager etter bestillingen. Leveringen tar vanligvis 2 til 5 virkedager. Skulle en vare likevel være utsolgt, gir vi deg beskjed på e-post og refunderer den med en gang.',
          ),
          text('Retur og garanti'),
          text(
            'Du har 30 dager fra levering til å returnere ubrukte varer. Garantien vår dekker material- og produksjonsfeil i to år, eller så lenge forbrukerlovgivningen i ditt land gir deg rett til hvis det er lenger. I Norge gjelder forbrukerkjøpslovens reklamasjonsfrist på fem år for varer som er ment å vare vesentlig lenger enn to år.',
          ),
          { link: { title: 'Slik fungerer retur' } },
          { link: { title: 'Garantivilkår' } },
          text('Tvister'),
          text(
            'Ta kontakt med oss først: De fleste problemer løses med én e-post til kundeservice. Norske kunder kan også klage til Forbrukertilsynet.',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Selskapsinformasjon',
    seo: { title: 'Selskapsinformasjon', description: 'Selskapsopplysninger for Loipe AS og Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer. Organisasjonsnummer 918 402 117 MVA. Daglig leder: Sigrid Haugen. Telefon +47 61 24 80 00, e-post kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 München, Tyskland. Registrert ved Amtsgericht München, HRB 254871. MVA-nummer DE318402117. Daglig leder: Thomas Greiner. Telefon +49 89 5550 1870, e-post service.eu@loipe.com.',
          ),
          text(
            'EU-kommisjonen tilbyr en plattform for tvisteløsning på nett. Vi har verken plikt til eller ønske om å delta i tvisteløsning for en forbrukernemnd i EU.',
          ),
        ],
      },
    ],
  },
};
