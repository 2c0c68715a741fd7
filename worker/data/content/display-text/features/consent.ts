import type { FeatureText } from './types';

/**
 * UI strings of the cookie consent: the banner every page shows until the shopper chooses,
 * the footer's link to change the choice, and the page behind that link. `text` is the
 * opt-in wording (Europe: nothing is stored before a yes), `notice` the wording where analytics
 * and advertising start on and the shopper may turn them off.
 */
const en = {
  'consent.title': 'Cookies and measurement',
  'consent.text':
    'With your permission we use analytics cookies to learn how the shop is used, and advertising cookies to measure our ads and show you relevant ones elsewhere. Nothing of this is stored until you agree.',
  'consent.notice':
    'Analytics cookies show us how the shop is used; advertising cookies measure our ads and show you relevant ones elsewhere. You can turn them off here.',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.choose': 'Choose for yourself',
  'consent.purposes': 'What we may store',
  'consent.analytics': 'Analytics: count visits and see which pages help',
  'consent.ads': 'Advertising: measure our ads and show you relevant ones',
  'consent.save': 'Save my choice',
  'consent.privacy': 'Privacy policy',
  'consent.settings': 'Cookie settings',
  'consent.later': 'You can change your choice at any time under “Cookie settings” at the bottom of every page.',
  'consent.current': 'Your current choice is ticked below.',
} as const;

type ConsentKey = keyof typeof en;

export const consentText: FeatureText<ConsentKey> = {
  'en-us': en,
  de: {
    'consent.title': 'Cookies und Messung',
    'consent.text':
      'Mit deiner Erlaubnis nutzen wir Analyse-Cookies, um zu verstehen, wie der Shop genutzt wird, und Werbe-Cookies, um unsere Anzeigen zu messen und dir anderswo passende zu zeigen. Nichts davon wird gespeichert, bevor du zustimmst.',
    'consent.notice':
      'Wir nutzen Analyse-Cookies, um zu verstehen, wie der Shop genutzt wird, und Werbe-Cookies, um unsere Anzeigen zu messen und dir anderswo passende zu zeigen. Du kannst sie hier abschalten.',
    'consent.acceptAll': 'Alle akzeptieren',
    'consent.rejectAll': 'Alle ablehnen',
    'consent.choose': 'Selbst auswählen',
    'consent.purposes': 'Was wir speichern dürfen',
    'consent.analytics': 'Analyse: Besuche zählen und sehen, welche Seiten helfen',
    'consent.ads': 'Werbung: unsere Anzeigen messen und dir passende zeigen',
    'consent.save': 'Auswahl speichern',
    'consent.privacy': 'Datenschutzerklärung',
    'consent.settings': 'Cookie-Einstellungen',
    'consent.later': 'Du kannst deine Wahl jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
    'consent.current': 'Deine aktuelle Wahl ist unten angehakt.',
  },
  fr: {
    'consent.title': 'Cookies et mesure d’audience',
    'consent.text':
      'Avec votre accord, nous utilisons des cookies d’analyse pour comprendre l’usage de la boutique, et des cookies publicitaires pour mesurer nos annonces et vous en montrer de pertinentes ailleurs. Rien de cela n’est enregistré avant votre accord.',
    'consent.notice':
      'Nous utilisons des cookies d’analyse pour comprendre l’usage de la boutique, et des cookies publicitaires pour mesurer nos annonces et vous en montrer de pertinentes ailleurs. Vous pouvez les désactiver ici.',
    'consent.acceptAll': 'Tout accepter',
    'consent.rejectAll': 'Tout refuser',
    'consent.choose': 'Choisir moi-même',
    'consent.purposes': 'Ce que nous pouvons enregistrer',
    'consent.analytics': 'Analyse : compter les visites et voir quelles pages sont utiles',
    'consent.ads': 'Publicité : mesurer nos annonces et vous en montrer de pertinentes',
    'consent.save': 'Enregistrer mon choix',
    'consent.privacy': 'Politique de confidentialité',
    'consent.settings': 'Paramètres des cookies',
    'consent.later': 'Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
    'consent.current': 'Votre choix actuel est coché ci-dessous.',
  },
  es: {
    'consent.title': 'Cookies y medición',
    'consent.text':
      'Con tu permiso usamos cookies de análisis para saber cómo se usa la tienda, y cookies de publicidad para medir nuestros anuncios y mostrarte otros relevantes en otros sitios. No se guarda nada de esto hasta que aceptes.',
    'consent.notice':
      'Usamos cookies de análisis para saber cómo se usa la tienda, y cookies de publicidad para medir nuestros anuncios y mostrarte otros relevantes en otros sitios. Puedes desactivarlas aquí.',
    'consent.acceptAll': 'Aceptar todo',
    'consent.rejectAll': 'Rechazar todo',
    'consent.choose': 'Elegir yo',
    'consent.purposes': 'Lo que podemos guardar',
    'consent.analytics': 'Análisis: contar visitas y ver qué páginas ayudan',
    'consent.ads': 'Publicidad: medir nuestros anuncios y mostrarte otros relevantes',
    'consent.save': 'Guardar mi elección',
    'consent.privacy': 'Política de privacidad',
    'consent.settings': 'Configuración de cookies',
    'consent.later': 'Puedes cambiar tu elección en cualquier momento en «Configuración de cookies», al pie de cada página.',
    'consent.current': 'Tu elección actual está marcada abajo.',
  },
  it: {
    'consent.title': 'Cookie e misurazione',
    'consent.text':
      'Con il tuo permesso usiamo cookie di analisi per capire come viene usato il negozio, e cookie pubblicitari per misurare i nostri annunci e mostrartene di pertinenti altrove. Nulla di questo viene salvato prima del tuo consenso.',
    'consent.notice':
      'Usiamo cookie di analisi per capire come viene usato il negozio, e cookie pubblicitari per misurare i nostri annunci e mostrartene di pertinenti altrove. Puoi disattivarli qui.',
    'consent.acceptAll': 'Accetta tutto',
    'consent.rejectAll': 'Rifiuta tutto',
    'consent.choose': 'Scegli tu',
    'consent.purposes': 'Cosa possiamo salvare',
    'consent.analytics': 'Analisi: contare le visite e vedere quali pagine aiutano',
    'consent.ads': 'Pubblicità: misurare i nostri annunci e mostrartene di pertinenti',
    'consent.save': 'Salva la mia scelta',
    'consent.privacy': 'Informativa sulla privacy',
    'consent.settings': 'Impostazioni cookie',
    'consent.later': 'Puoi cambiare la tua scelta in qualsiasi momento da «Impostazioni cookie» in fondo a ogni pagina.',
    'consent.current': 'La tua scelta attuale è spuntata qui sotto.',
  },
  sv: {
    'consent.title': 'Kakor och mätning',
    'consent.text':
      'Med ditt tillstånd använder vi analyskakor för att förstå hur butiken används, och annonskakor för att mäta våra annonser och visa dig relevanta annonser på andra webbplatser. Inget av detta sparas innan du godkänner.',
    'consent.notice':
      'Vi använder analyskakor för att förstå hur butiken används, och annonskakor för att mäta våra annonser och visa dig relevanta annonser på andra webbplatser. Du kan stänga av dem här.',
    'consent.acceptAll': 'Godkänn alla',
    'consent.rejectAll': 'Avvisa alla',
    'consent.choose': 'Välj själv',
    'consent.purposes': 'Vad vi får spara',
    'consent.analytics': 'Analys: räkna besök och se vilka sidor som hjälper',
    'consent.ads': 'Annonsering: mäta våra annonser och visa dig relevanta',
    'consent.save': 'Spara mitt val',
    'consent.privacy': 'Integritetspolicy',
    'consent.settings': 'Cookie-inställningar',
    'consent.later': 'Du kan ändra ditt val när som helst under ”Cookie-inställningar” längst ned på varje sida.',
    'consent.current': 'Ditt nuvarande val är ikryssat nedan.',
  },
  no: {
    'consent.title': 'Informasjonskapsler og måling',
    'consent.text':
      'Med din tillatelse bruker vi analysekapsler for å forstå hvordan butikken brukes, og annonsekapsler for å måle annonsene våre og vise deg relevante annonser andre steder. Ingenting av dette lagres før du sier ja.',
    'consent.notice':
      'Vi bruker analysekapsler for å forstå hvordan butikken brukes, og annonsekapsler for å måle annonsene våre og vise deg relevante annonser andre steder. Du kan slå dem av her.',
    'consent.acceptAll': 'Godta alle',
    'consent.rejectAll': 'Avvis alle',
    'consent.choose': 'Velg selv',
    'consent.purposes': 'Hva vi kan lagre',
    'consent.analytics': 'Analyse: telle besøk og se hvilke sider som hjelper',
    'consent.ads': 'Annonsering: måle annonsene våre og vise deg relevante',
    'consent.save': 'Lagre valget mitt',
    'consent.privacy': 'Personvernerklæring',
    'consent.settings': 'Innstillinger for informasjonskapsler',
    'consent.later': 'Du kan når som helst endre valget under «Innstillinger for informasjonskapsler» nederst på hver side.',
    'consent.current': 'Det nåværende valget ditt er krysset av nedenfor.',
  },
  ja: {
    'consent.title': 'Cookieと計測について',
    'consent.text':
      'ご同意いただいた場合に限り、ショップの利用状況を把握するための分析Cookieと、広告の効果測定や他サイトでの関連広告の表示に使う広告Cookieを使用します。同意いただくまで、これらは一切保存されません。',
    'consent.notice':
      'ショップの利用状況を把握するための分析Cookieと、広告の効果測定や他サイトでの関連広告の表示に使う広告Cookieを使用しています。ここでオフにできます。',
    'consent.acceptAll': 'すべて同意する',
    'consent.rejectAll': 'すべて拒否する',
    'consent.choose': '自分で選ぶ',
    'consent.purposes': '保存を許可する内容',
    'consent.analytics': '分析：訪問数を数え、役立つページを把握する',
    'consent.ads': '広告：広告の効果を測定し、関連する広告を表示する',
    'consent.save': '選択を保存する',
    'consent.privacy': 'プライバシーポリシー',
    'consent.settings': 'Cookie設定',
    'consent.later': '選択は各ページ下部の「Cookie設定」からいつでも変更できます。',
    'consent.current': '現在の選択に下でチェックが入っています。',
  },
};
