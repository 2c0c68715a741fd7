/** German: privacy policy, terms of sale and imprint. */
import type { ContentTranslations } from '../types';
import { items, text } from '../helpers';

export const legal: ContentTranslations['pages'] = {
  privacy: {
    title: 'Datenschutzerklärung',
    seo: {
      title: 'Datenschutzerklärung',
      description: 'Welche personenbezogenen Daten Loipe erhebt, warum, wie lange wir sie speichern und welche Rechte du hast.',
    },
    body: [
      {
        content: [
          text(
            'Stand: 1. September 2026. Verantwortlich für die hier beschriebenen personenbezogenen Daten ist die Loipe AS, Storgata 84, 2615 Lillehammer, Norwegen. Unseren Datenschutzbeauftragten erreichst du unter privacy@loipe.com.',
          ),
          text('Was wir erheben'),
          items(
            'Kontodaten: Name, E-Mail-Adresse, Passwort (nur als gesalzener Hash gespeichert) und gespeicherte Adressen.',
            'Bestelldaten: was du gekauft hast, Liefer- und Rechnungsadresse sowie der Zahlungsstatus. Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir sehen sie nie.',
            'Daten des Pro-Programms: dein Pro-Code, deine Organisation und die Nachweise, die du uns für deine Tätigkeit schickst.',
            'Nutzungsdaten: aufgerufene Seiten und Suchen, erfasst über unseren Tag-Manager, und nur wenn du Analyse-Cookies zugestimmt hast.',
          ),
          text('Wofür wir sie nutzen'),
          text(
            'Wir nutzen deine Daten, um Bestellungen auszuliefern und Rücksendungen sowie Garantiefälle zu bearbeiten (Vertrag), um dein Konto und deinen Pro-Status zu führen (Vertrag), um Newsletter zu senden, die du bestellt hast (Einwilligung, die du in jeder E-Mail mit einem Klick widerrufen kannst), und um den Shop sicher zu halten, etwa durch die Begrenzung von Anmeldeversuchen (berechtigtes Interesse).',
          ),
          text('Wie lange wir sie speichern'),
          text(
            'Bestelldaten bewahren wir fünf Jahre auf, weil das norwegische Buchführungsrecht es verlangt. Konten, die drei Jahre nicht genutzt wurden, löschen wir, nachdem wir dich per E-Mail darauf hingewiesen haben. Newsletter-Daten werden gelöscht, sobald du dich abmeldest.',
          ),
          text('An wen wir sie weitergeben'),
          text(
            'Versanddienstleister erhalten deine Lieferadresse, unser Zahlungsdienstleister wickelt Zahlungen ab, und unsere Hosting- und E-Mail-Dienstleister verarbeiten Daten in unserem Auftrag auf Grundlage von Auftragsverarbeitungsverträgen. Verlassen Daten den EWR, schützen sie die Standardvertragsklauseln der EU. Wir verkaufen niemals personenbezogene Daten.',
          ),
          text('Deine Rechte'),
          text(
            'Du kannst eine Kopie deiner Daten verlangen, sie berichtigen oder löschen lassen, der Nutzung widersprechen oder sie mitnehmen. Schreib an privacy@loipe.com; wir antworten innerhalb von 30 Tagen. Du kannst dich auch bei der norwegischen Datenschutzbehörde (Datatilsynet) oder der Aufsichtsbehörde in deinem Land beschweren.',
          ),
          text('Cookies'),
          text(
            'Wir verwenden ein notwendiges Cookie für deine Sitzung und deinen Warenkorb, eines, das sich Land und Sprache merkt, und nur mit deiner Einwilligung Analyse-Cookies. Du kannst deine Wahl jederzeit in den Cookie-Einstellungen unten auf jeder Seite ändern.',
          ),
        ],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    seo: {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Bedingungen für Einkäufe im Loipe-Onlineshop: Preise, Lieferung, Rücksendungen und Garantie.',
    },
    body: [
      {
        content: [
          text(
            'Diese Bedingungen gelten für Bestellungen im Loipe-Onlineshop in den USA, in Kanada und in Norwegen. In anderen Ländern verkaufen unabhängige Händler Loipe-Produkte zu ihren eigenen Bedingungen.',
          ),
          text('Preise und Zahlung'),
          text(
            'Die Preise werden in deiner Shop-Währung angezeigt. In Norwegen enthalten sie die Mehrwertsteuer; in den USA und Kanada kommt die Umsatzsteuer an der Kasse hinzu. Deine Karte wird belastet, wenn deine Bestellung versandt wird.',
          ),
          text('Lieferung'),
          text(
            'Wir versenden innerhalb von zwei Werktagen nach deiner Bestellung. Die Lieferung dauert meist 2 bis 5 Werktage. Ist ein Artikel doch nicht auf Lager, informieren wir dich per E-Mail und erstatten ihn sofort.',
          ),
          text('Rücksendungen und Garantie'),
          text(
            'Du hast 30 Tage ab Lieferung Zeit, unbenutzte Artikel zurückzuschicken. Unsere Garantie deckt Material- und Verarbeitungsfehler zwei Jahre lang ab, oder so lange, wie dein örtliches Verbraucherrecht es vorsieht, wenn das länger ist.',
          ),
          { link: { title: 'So funktionieren Rücksendungen' } },
          { link: { title: 'Garantiebedingungen' } },
          text('Streitfälle'),
          text(
            'Sprich uns zuerst an: Die meisten Probleme löst eine E-Mail an unseren Kundenservice. Kunden in Norwegen können sich außerdem an die norwegische Verbraucherbehörde (Forbrukertilsynet) wenden.',
          ),
        ],
      },
    ],
  },
  imprint: {
    title: 'Impressum',
    seo: { title: 'Impressum', description: 'Unternehmensangaben der Loipe AS und der Loipe Europe GmbH.' },
    body: [
      {
        content: [
          text('Loipe AS'),
          text(
            'Storgata 84, 2615 Lillehammer, Norwegen. Organisationsnummer 918 402 117 MVA. Geschäftsführerin: Sigrid Haugen. Telefon +47 61 24 80 00, E-Mail kundeservice@loipe.com.',
          ),
          text('Loipe Europe GmbH'),
          text(
            'Rosenheimer Straße 145, 81671 München, Deutschland. Eingetragen beim Amtsgericht München, HRB 254871. USt-IdNr. DE318402117. Geschäftsführer: Thomas Greiner. Telefon +49 89 5550 1870, E-Mail service.eu@loipe.com.',
          ),
          text(
            'Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
        ],
      },
    ],
  },
};
