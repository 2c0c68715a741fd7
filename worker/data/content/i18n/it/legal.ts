/** Italian: privacy policy, terms of sale and legal notice. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Informativa sulla privacy',
    seo: {
      title: 'Informativa sulla privacy',
      description: 'Quali dati personali raccoglie Loipe, perché, per quanto tempo li conserviamo e quali diritti hai.',
    },
    body: [
      {
        content: [
          text(
            'Ultimo aggiornamento: 1° settembre 2026. Loipe AS, Storgata 84, 2615 Lillehammer, Norvegia, è titolare del trattamento dei dati personali qui descritti. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo privacy@loipe.com.',
          ),
          text('Cosa raccogliamo'),
          items(
            'Dati dell’account: nome, indirizzo e-mail, password (conservata solo come hash con salt) e indirizzi salvati.',
            'Dati degli ordini: cosa hai acquistato, indirizzi di spedizione e fatturazione e stato del pagamento. I dati della carta vanno direttamente al nostro fornitore di pagamenti; non li vediamo mai.',
            'Dati del programma pro: il tuo codice pro, la tua organizzazione e i documenti che invii per attestare il tuo ruolo.',
            'Dati di utilizzo: pagine visitate e ricerche effettuate, raccolti tramite il nostro tag manager solo se accetti i cookie analitici.',
          ),
          text('Perché li usiamo'),
          text(
            'Usiamo i tuoi dati per consegnare gli ordini e gestire resi e richieste in garanzia (contratto), per gestire il tuo account e il tuo stato pro (contratto), per inviarti le newsletter che hai richiesto (consenso, revocabile con un clic in ogni e-mail) e per mantenere sicuro lo shop, ad esempio limitando i tentativi di accesso (legittimo interesse).',
          ),
          text('Per quanto tempo li conserviamo'),
          text(
            'Conserviamo i dati degli ordini per cinque anni, come richiesto dalla normativa contabile norvegese. Gli account inattivi da tre anni vengono eliminati dopo averti avvisato via e-mail. I dati della newsletter vengono cancellati quando annulli l’iscrizione.',
          ),
          text('Con chi li condividiamo'),
          text(
            'I corrieri ricevono il tuo indirizzo di spedizione, il nostro fornitore di pagamenti elabora i pagamenti e i nostri fornitori di hosting ed e-mail trattano i dati per nostro conto sulla base di accordi sul trattamento dei dati. Quando i dati lasciano lo SEE, sono protetti dalle clausole contrattuali tipo dell’UE. Non vendiamo mai dati personali.',
          ),
          text('I tuoi diritti'),
          text(
            'Puoi chiedere una copia dei tuoi dati, farli rettificare o cancellare, opporti al loro uso o portarli con te. Scrivi a privacy@loipe.com; rispondiamo entro 30 giorni. Puoi anche presentare reclamo all’autorità norvegese per la protezione dei dati (Datatilsynet) o all’autorità del tuo paese, come il Garante per la protezione dei dati personali in Italia.',
          ),
          text('Cookie'),
          text(
            'Usiamo un cookie necessario per la sessione e il carrello, uno che ricorda paese e lingua e, solo con il tuo consenso, cookie analitici. Puoi cambiare la tua scelta in qualsiasi momento nelle impostazioni dei cookie in fondo a ogni pagina.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Condizioni di vendita',
    seo: {
      title: 'Condizioni di vendita',
      description: 'Le condizioni che si applicano agli acquisti nello shop online Loipe: prezzi, consegna, resi e garanzia.',
    },
    body: [
      {
        content: [
          text(
            'Queste condizioni si applicano agli ordini effettuati nello shop online Loipe negli Stati Uniti, in Canada e in Norvegia. Negli altri paesi i prodotti Loipe sono venduti da rivenditori indipendenti alle loro condizioni.',
          ),
          text('Prezzi e pagamento'),
          text(
            'I prezzi sono indicati nella valuta del tuo negozio. In Norvegia includono l’IVA; negli Stati Uniti e in Canada l’imposta sulle vendite viene aggiunta al pagamento. L’addebito sulla carta avviene alla spedizione dell’ordine.',
          ),
          text('Consegna'),
          text(
            'Spediamo entro due giorni lavorativi dall’ordine. La consegna richiede di solito da 2 a 5 giorni lavorativi. Se un articolo risulta non disponibile, ti avvisiamo via e-mail e lo rimborsiamo subito.',
          ),
          text('Resi e garanzia'),
          text(
            'Hai 30 giorni dalla consegna per restituire gli articoli non utilizzati. La nostra garanzia copre i difetti di materiali e di fabbricazione per due anni, o per il periodo previsto dal diritto dei consumatori del tuo paese se più lungo.',
          ),
          { link: { title: 'Come funzionano i resi' } },
          { link: { title: 'Condizioni di garanzia' } },
          text('Controversie'),
          text(
            'Parlane prima con noi: la maggior parte dei problemi si risolve con un’e-mail al servizio clienti. I clienti norvegesi possono anche rivolgersi all’autorità norvegese per i consumatori (Forbrukertilsynet).',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Note legali',
    seo: { title: 'Note legali', description: 'Dati societari di Loipe AS e Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer, Norvegia. Numero di organizzazione 918 402 117 MVA. Amministratrice delegata: Sigrid Haugen. Telefono +47 61 24 80 00, e-mail kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 Monaco di Baviera, Germania. Iscritta presso il tribunale di Monaco di Baviera, HRB 254871. Partita IVA DE318402117. Amministratore delegato: Thomas Greiner. Telefono +49 89 5550 1870, e-mail service.eu@loipe.com.',
          ),
          text(
            'La Commissione europea mette a disposizione una piattaforma per la risoluzione delle controversie online. Non siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori.',
          ),
        ],
      },
    ],
  },
};
