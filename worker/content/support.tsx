/**
 * Support (spec §2): /{lang}/support lists the help topics and the contact regions of spec
 * §9 with phone and opening hours; /{lang}/support/{uid} shows one article. An unknown
 * article answers the 404 page.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { languageTag, localePath } from '../../shared/locale';
import { contactRegionFor, formatOpeningHours } from '../render/frame';
import { pageRequest, renderPage } from '../render/render-page';
import { SupportArticlePage, SupportContactPage, SupportIndexPage } from '../../client/pages/SupportPages';
import type { ContactView, SupportTopic } from '../../client/components/editorial-types';
import { CONTACT_REGIONS } from '../ports/content/entries';
import { supportAddress } from './contact';
import type { BrandSettings, Contact, SupportPage } from '../ports/content/types';
import { countryIn } from './editorial';
import { notFoundRoute } from './error-pages';
import { breadcrumbs, shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData, type ShopContext } from '../render/shop-context';
import type * as v from 'valibot';
import { every } from 'hono/combine';
import { validate } from '../edge/validate';
import { botcheck } from '../edge/botcheck';
import type { ApiIssue } from '../edge/errors';
import { botcheckProps } from '../render/botcheck';
import { textFieldMessages } from '../edge/field-messages';
import { CONTACT_TOPICS, ContactRequest, sendContact, topicLabel } from './contact';
import type { DisplayText } from '../../shared/display-text';
import type { FieldErrors } from '../../client/components/AccountForm';
import { NO_STORE, PRIVATE_NO_STORE } from '../rules/cache-control';

type ContactInput = v.InferOutput<typeof ContactRequest>;

/** Spec §2: support pages live under /support. */
const SUPPORT = '/support';
const supportHome = (shop: ShopContext) => localePath(shop.locale, SUPPORT);
export const supportPath = (uid: string) => `${SUPPORT}/${uid}`;
/** The contact form; no support article may take this uid. */
export const CONTACT_PATH = `${SUPPORT}/contact`;

const topic = (shop: ShopContext, page: SupportPage): SupportTopic => ({
  uid: page.uid,
  href: localePath(shop.locale, supportPath(page.uid)),
  title: page.title,
  summary: page.summary,
});

function contactView(shop: ShopContext, contact: Contact, mine: boolean): ContactView {
  const a = contact.address;
  return {
    region: contact.region,
    title: contact.title,
    country: countryIn(shop, a.country),
    phone: contact.phone,
    phoneHref: `tel:${contact.phone.replace(/[^+\d]/g, '')}`,
    email: contact.email,
    address: [a.street_address, [a.postal_code, a.city].filter(Boolean).join(' '), a.state].filter(Boolean).join(', '),
    hours: formatOpeningHours(contact.hours_of_operation, languageTag(shop.locale)),
    mine,
  };
}

/** Every contact region of spec §9, the visitor's own first. */
function contacts(shop: ShopContext, brand: BrandSettings): ContactView[] {
  const mine = contactRegionFor(shop.locale.country, shop.regions.content);
  const order = [mine, ...CONTACT_REGIONS.filter((r) => r !== mine)];
  return order.flatMap((region) => (brand.contact[region] ? [contactView(shop, brand.contact[region], region === mine)] : []));
}

async function load(c: Context<AppEnv>) {
  const request = await pageRequest(c);
  const content = c.get('content');
  const cx = c.get('call').content(request.context.locale.contentLocale);
  const [data, pages, brand] = await Promise.all([
    loadShopData(c),
    content.getSupportPages(cx),
    request.brand ? Promise.resolve(request.brand) : content.getBrandSettings(cx),
  ]);
  return { request, shop: buildShopContext(c, request, data), pages, brand };
}

/** /{lang}/support. */
export async function supportRoute(c: Context<AppEnv>): Promise<Response> {
  const { request, shop, pages, brand } = await load(c);
  const title = shop.t('route.support.title');
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: title, href: supportHome(shop) },
  ];
  const head = shopHead(shop, {
    title,
    description: shop.t('route.support.description'),
    rest: SUPPORT,
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, {
    head,
    body: (
      <SupportIndexPage
        page={{
          title,
          lede: shop.t('route.support.description'),
          crumbs,
          topics: pages.map((p) => topic(shop, p)),
          contacts: contacts(shop, brand),
          contactHref: localePath(shop.locale, CONTACT_PATH),
        }}
      />
    ),
  });
}

/** /{lang}/support/{uid}. */
export async function supportPageRoute(c: Context<AppEnv>, uid: string): Promise<Response> {
  const { request, shop, pages, brand } = await load(c);
  const page = pages.find((p) => p.uid === uid);
  if (!page) return notFoundRoute(c, request);
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: shop.t('route.support.title'), href: supportHome(shop) },
    { label: page.title, href: localePath(shop.locale, supportPath(page.uid)) },
  ];
  const mine = brand.contact[contactRegionFor(shop.locale.country, shop.regions.content)];
  const head = shopHead(shop, {
    title: page.seo.title || page.title,
    description: page.seo.description || page.summary,
    rest: supportPath(page.uid),
    type: 'article',
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, {
    head,
    body: (
      <SupportArticlePage
        page={{
          title: page.title,
          summary: page.summary,
          crumbs,
          body: page.body,
          others: pages.filter((p) => p.uid !== page.uid).map((p) => topic(shop, p)),
          contact: mine ? contactView(shop, mine, true) : null,
          contactHref: localePath(shop.locale, CONTACT_PATH),
        }}
      />
    ),
  });
}

// ---- the contact form (/{lang}/support/contact) ----

interface ContactFormState {
  values?: Record<string, string>;
  issues?: readonly ApiIssue[];
  status?: number;
}

/** Field issues as translated messages next to their fields (`contact.error.<code>`). */
const contactErrors = (text: DisplayText, issues: readonly ApiIssue[]): FieldErrors => textFieldMessages(text, 'contact.error', issues);

async function contactPage(c: Context<AppEnv>, state: ContactFormState = {}): Promise<Response> {
  const { request, shop, brand } = await load(c);
  const title = shop.t('contact.title');
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: shop.t('route.support.title'), href: supportHome(shop) },
    { label: title, href: localePath(shop.locale, CONTACT_PATH) },
  ];
  const issues = state.issues ?? [];
  const csrfToken = await c.var.csrfToken();
  const { csrf_token: _t, altcha: _a, ...values } = state.values ?? {};
  const sent = issues.length === 0 && c.req.query('status') === 'sent';
  const head = shopHead(shop, {
    title,
    description: shop.t('contact.lede'),
    rest: CONTACT_PATH,
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, {
    status: state.status ?? 200,
    head,
    body: (
      <SupportContactPage
        page={{
          title,
          lede: shop.t('contact.lede'),
          crumbs,
          action: localePath(shop.locale, CONTACT_PATH),
          csrfToken,
          topics: CONTACT_TOPICS.map((value) => ({ value, label: topicLabel(request.context.text, value) })),
          values,
          errors: contactErrors(request.context.text, issues),
          notice: issues.length
            ? { kind: 'error', text: shop.t('contact.error.form') }
            : sent
              ? { kind: 'status', text: shop.t('contact.sent') }
              : null,
          botcheck: botcheckProps(c, request.context.text),
          contacts: contacts(shop, brand),
        }}
      />
    ),
    // A form with the session's token, or the outcome of a post, is the visitor's own.
    ...(csrfToken || issues.length || sent ? { headers: { 'cache-control': PRIVATE_NO_STORE } } : {}),
  });
}

/** GET /{lang}/support/contact. */
export const supportContactRoute = (c: Context<AppEnv>) => contactPage(c);

/**
 * POST /{lang}/support/contact: the form pipeline (validate the fields, then the bot check;
 * either failing renders the form again) → mail to customer service, 303 to the confirmation.
 */
export const supportContactForm = every(
  validate('form', ContactRequest, (c, { values, issues }) => contactPage(c, { values, issues, status: 400 })),
  botcheck((c, values, problem) => contactPage(c, { values, issues: problem.issues, status: problem.status })),
  async function sendContactForm(c: Context<AppEnv>): Promise<Response> {
    const locale = c.get('locale');
    const to = await supportAddress(c, locale);
    const text = await c.get('content').getDisplayText(c.get('call').content(locale.contentLocale));
    if (to) await sendContact({ email: c.get('email'), text, to, locale: locale.prefix }, c.req.valid('form' as never) as ContactInput);
    c.header('cache-control', NO_STORE);
    return c.redirect(`${localePath(locale, CONTACT_PATH)}?status=sent`, 303);
  },
);
