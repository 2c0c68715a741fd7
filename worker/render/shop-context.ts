/**
 * What the shop pages need per request besides the page frame: the providers, the locale
 * and regions, money formatting in the region's currency, colour names in the page's
 * language, and absolute URLs for SEO. Built once per request by each shop route.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { DisplayText, DisplayTextKey } from '../../shared/display-text';
import { defaultLocaleForCountry, type Locale } from '../rules/locale';
import { languageTag } from '../../shared/locale';
import { regionsFor, type CommerceRegion, type Regions } from '../rules/regions';
import type { CommerceProvider, Currency, Money } from '../ports/commerce/types';
import type { ContentProvider } from '../ports/content/types';
import type { ColorGroup } from '../ports/content/catalog-entries';
import type { BrandSettings } from '../ports/content/entries';
import type { MediaProvider } from '../ports/media/types';
import type { CommerceContext, ContentContext, RequestCalls } from '../ports/context';
import type { PageRequest } from './render-page';
import { moneyFormat, type MoneyFormat } from '../../shared/currency';
import type { PricingRules } from '../rules/discounts';
import { defaultCustomerState } from '../rules/pro';
import { colorSlug } from '../../shared/swatches';

export interface ShopContext {
  content: ContentProvider;
  commerce: CommerceProvider;
  media: MediaProvider;
  /** The request's call contexts; `cx` reads content in the page's locale, `mx` commerce in its region. */
  call: RequestCalls;
  cx: ContentContext;
  mx: CommerceContext;
  locale: Locale;
  regions: Regions;
  text: DisplayText;
  brand: string;
  /** The brand settings of the page (null only on the fallback error page). */
  brandSettings: BrandSettings | null;
  origin: string;
  /** Pro customers never see sale tags (spec §6): the signed-in customer's pro state (c.var.customerState). */
  isPro: boolean;
  /** The signed-in customer's group discounts (retail for visitors): every price the page shows follows them. */
  pricing: PricingRules;
  /** Colour groups with their en-us names: the stable values of the colour filter. */
  colorGroups: ColorGroup[];
  /** Formats minor units in a currency with the store's settings (Intl for currencies no store has). */
  money(amount: Money): string;
  /** A product colour's name in the page's language. */
  colorLabel(name: string): string;
  /** Absolute URL of a site path. */
  absolute(path: string): string;
  /** A display text by key. */
  t(key: DisplayTextKey): string;
  /** The page cache's tags of this page: cards and routes add the products and categories they show. */
  tags?: Set<string>;
}

/**
 * The stores whose currency settings the page formats with: its own store, and in Europe
 * the EU store too, whose euro settings catalogue countries' prices use. Other currencies
 * (yen, pounds, kronor of catalogue countries) are formatted by Intl.
 */
function pageStores(regions: Regions): CommerceRegion[] {
  return regions.eu && regions.commerce !== 'eu_region_1' ? [regions.commerce, 'eu_region_1'] : [regions.commerce];
}

/** What the shop pages read besides the frame: the page's currencies and the colour groups. */
export interface ShopData {
  currencies: Map<string, Currency>;
  colorGroups: ColorGroup[];
}

/**
 * Starts the shop's own reads at once, so a route can await them in the same Promise.all as
 * its page data (one round trip). Uses the page's locale and regions from `c.var`.
 */
export async function loadShopData(c: Context<AppEnv>): Promise<ShopData> {
  const [currencies, colorGroups] = await Promise.all([
    loadPageCurrencies(c),
    c.get('content').getColorGroups(c.get('call').content('en-us')),
  ]);
  return { currencies, colorGroups };
}

/** The currencies of the page's stores (a store that cannot be read lists none: Intl formats its amounts). */
async function loadPageCurrencies(c: Context<AppEnv>): Promise<Map<string, Currency>> {
  const locale = c.get('locale') ?? defaultLocaleForCountry(c.get('geoCountry'));
  const regions = c.get('regions') ?? regionsFor(locale.country);
  const call = c.get('call');
  const lists = await Promise.all(
    pageStores(regions).map((region) =>
      c
        .get('commerce')
        .getCurrencies(call.commerce(region))
        .catch(() => [] as Currency[]),
    ),
  );
  const currencies = new Map<string, Currency>();
  for (const list of lists)
    for (const currency of list) if (!currencies.has(currency.currency_code)) currencies.set(currency.currency_code, currency);
  return currencies;
}

/** Money with the page's store currency settings, for pages that need no other shop data (account, pro). */
export async function pageMoney(c: Context<AppEnv>, locale: Locale): Promise<MoneyFormat> {
  return moneyFormat((await loadPageCurrencies(c)).values(), languageTag(locale));
}

export async function shopContext(c: Context<AppEnv>, request: PageRequest): Promise<ShopContext> {
  return buildShopContext(c, request, await loadShopData(c));
}

export function buildShopContext(c: Context<AppEnv>, request: PageRequest, data: ShopData): ShopContext {
  const { locale, regions, text, brandName } = request.context;
  const content = c.get('content');
  const commerce = c.get('commerce');
  const call = c.get('call');
  const { currencies, colorGroups } = data;
  const customerState = c.get('customerState') ?? defaultCustomerState();
  const money = moneyFormat(currencies.values(), languageTag(locale));
  const origin = new URL(c.req.url).origin;
  return {
    content,
    commerce,
    media: c.get('media'),
    call,
    cx: call.content(locale.contentLocale),
    mx: call.commerce(regions.commerce),
    locale,
    regions,
    text,
    brand: brandName,
    brandSettings: request.brand,
    origin,
    isPro: customerState.isPro,
    pricing: { isPro: customerState.isPro, rules: customerState.customerDiscount },
    colorGroups,
    money(amount) {
      return money(amount.value, amount.currencyCode);
    },
    colorLabel(name) {
      return (text as Record<string, string>)[`color.${colorSlug(name)}`] ?? name;
    },
    absolute(path) {
      return origin + path;
    },
    t(key) {
      return text[key];
    },
    tags: c.get('pageTags'),
  };
}
