/**
 * Support (spec §2): /{lang}/support lists the help topics and the contact regions of spec
 * §9 with phone and opening hours; /{lang}/support/{uid} shows one article. An unknown
 * article answers the 404 page.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { languageTag, localePath } from '../domain/locale';
import { contactRegionFor, formatOpeningHours } from '../render/frame';
import { pageRequest, renderPage } from '../render/render-page';
import { SupportArticlePage, SupportIndexPage } from '../../client/pages/SupportPages';
import type { ContactView, SupportTopic } from '../../client/components/editorial-types';
import { CONTACT_REGIONS } from '../providers/content/entries';
import type { BrandSettings, Contact, SupportPage } from '../providers/content/types';
import { countryIn } from './editorial';
import { notFoundRoute } from './error-pages';
import { breadcrumbs, shopHead } from './seo-head';
import { buildShopContext, loadShopData, type ShopContext } from './shop-context';

/** Spec §2: support pages live under /support. */
const SUPPORT = '/support';
const supportHome = (shop: ShopContext) => localePath(shop.locale, SUPPORT);
export const supportPath = (uid: string) => `${SUPPORT}/${uid}`;

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
        }}
      />
    ),
  });
}
