/**
 * /{lang}/stores: the store locator. Stores come from the content service; the visitor's
 * position from the edge (worker/edge/geo.ts) orders them nearest first; the GET form
 * filters by country and type; the map is the shop's own SVG of the first stores listed.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { COUNTRIES } from '../rules/locale';
import { languageTag, localePath } from '../../shared/locale';
import { countForms, countText } from '../../shared/count-text';
import { orderStores } from './store-order';
import { visitorPosition } from '../edge/geo';
import type { Store, StoreType } from '../ports/content/editorial-entries';
import type { DisplayTextKey } from '../../shared/display-text';
import { pageRequest, renderPage } from '../render/render-page';
import { StoresPage, type StoreView } from '../../client/pages/StoresPage';
import type { StoreMapData } from '../../client/components/StoreMap';
import { mapFrame } from '../../shared/store-map';
import { openingHoursLines } from '../../shared/opening-hours';
import { fill } from '../../shared/fill';
import { shopHead } from '../render/seo-head';
import { buildShopContext } from '../render/shop-context';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

const STORE_TYPES = ['flagship', 'dealer', 'service'] as const satisfies readonly StoreType[];
/** Stores on the map: the first of the list, enough to see what is near without a crowd. */
export const MAP_STORES = 10;

const COUNTRY_VALUES = COUNTRIES.map((c) => c.value).filter((value) => value !== 'global');

/** The filter form's query: empty means "all"; anything else must be a known value. */
const FilterQuery = v.object({
  country: v.optional(v.union([v.literal(''), v.picklist(COUNTRY_VALUES)]), ''),
  type: v.optional(v.union([v.literal(''), v.picklist(STORE_TYPES)]), ''),
});

const SERVICE_KEYS: Record<Store['services'][number], DisplayTextKey> = {
  grinding: 'stores.service.grinding',
  waxing: 'stores.service.waxing',
  'boot-fitting': 'stores.service.bootFitting',
  'test-skis': 'stores.service.testSkis',
  rental: 'stores.service.rental',
  repairs: 'stores.service.repairs',
};

/** The store-locator script's URL when the `STORE_LOCATOR_URL` var names an https address; else none. */
function locatorScriptUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export async function storesRoute(c: Context<AppEnv>): Promise<Response> {
  const query = v.safeParse(FilterQuery, { country: c.req.query('country'), type: c.req.query('type') });
  const filter = query.success ? query.output : { country: '', type: '' as const };
  const request = await pageRequest(c);
  const shop = buildShopContext(c, request, { currencies: new Map(), colorGroups: [] });
  const [all, shown] = await Promise.all([
    shop.content.getStores(shop.cx),
    shop.content.getStores(shop.cx, {
      ...(filter.country ? { country: filter.country } : {}),
      ...(filter.type ? { type: filter.type } : {}),
    }),
  ]);
  const t = shop.t;
  const tag = languageTag(shop.locale);
  const position = visitorPosition(c);
  const regionName = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
  const countryName = (code: string) => regionName.of(code.toUpperCase()) ?? code.toUpperCase();
  const kmFormat = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });

  const ordered = orderStores(shown, position, shop.locale.country);
  const stores: StoreView[] = ordered.map(({ item: s, km }, i) => ({
    uid: s.uid,
    n: i + 1,
    name: s.name,
    type: t(`stores.type.${s.type}`),
    address: [s.address.street_address, [s.address.postal_code, s.address.city].filter(Boolean).join(' '), countryName(s.address.country)],
    phone: s.phone,
    phoneHref: `tel:${s.phone.replace(/[^\d+]/g, '')}`,
    website: s.website ?? null,
    distance:
      km === null ? null : fill(t('stores.distance'), { distance: kmFormat.format(km < 10 ? Math.round(km * 10) / 10 : Math.round(km)) }),
    directions: `https://www.openstreetmap.org/directions?route=%3B${s.latitude}%2C${s.longitude}`,
    hours: openingHoursLines(s.hours, tag),
    services: s.services.map((service) => t(SERVICE_KEYS[service])),
  }));

  const onMap = ordered.slice(0, MAP_STORES).map((o) => o.item);
  let map: StoreMapData | null = null;
  if (onMap.length) {
    const frame = mapFrame(position ? [...onMap, position] : onMap);
    map = {
      width: frame.width,
      height: frame.height,
      label: countText(countForms(t, 'stores.mapLabel'), onMap.length, tag),
      meridians: frame.meridians.map((m) => m.x),
      parallels: frame.parallels.map((p) => p.y),
      markers: onMap.map((s, i) => ({ n: i + 1, name: s.name, flagship: s.type === 'flagship', ...frame.project(s) })),
      you: position ? { ...frame.project(position), label: t('stores.you') } : null,
    };
  }

  const countries = [...new Set(all.map((s) => s.country))]
    .map((value) => ({ value, label: countryName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, tag));
  const path = localePath(shop.locale, '/stores');
  const crumbs = [{ label: t('nav.home'), href: localePath(shop.locale) }, { label: t('route.stores.title') }];
  const head = shopHead(shop, { title: t('route.stores.title'), description: t('route.stores.description'), rest: '/stores' });
  const script = locatorScriptUrl(c.env.STORE_LOCATOR_URL);
  return renderPage(c, request, {
    status: query.success ? 200 : 400,
    head: query.success && !filter.country && !filter.type ? head : { ...head, robots: 'noindex, follow' },
    headers: position ? { 'cache-control': PRIVATE_NO_STORE } : undefined,
    body: (
      <StoresPage
        crumbs={crumbs}
        title={t('route.stores.title')}
        lede={t('route.stores.description')}
        notice={
          !query.success
            ? { text: t('stores.badFilter'), error: true }
            : { text: position ? t('stores.nearYou') : t('stores.noPosition'), error: false }
        }
        action={path}
        filters={[
          {
            name: 'country',
            label: t('stores.country'),
            value: filter.country,
            options: [{ value: '', label: t('stores.country.all') }, ...countries],
          },
          {
            name: 'type',
            label: t('stores.type'),
            value: filter.type,
            options: [
              { value: '', label: t('stores.type.all') },
              ...STORE_TYPES.map((type) => ({ value: type, label: t(`stores.type.${type}`) })),
            ],
          },
        ]}
        submit={t('stores.filter')}
        count={countText(countForms(t, 'stores.count'), stores.length, tag)}
        empty={stores.length ? null : t('stores.none')}
        stores={stores}
        map={map}
        labels={{
          address: t('stores.address'),
          phone: t('stores.phone'),
          hours: t('stores.hours'),
          services: t('stores.services'),
          directions: t('stores.directions'),
          website: t('stores.website'),
          closed: t('hours.closed'),
        }}
        locatorScript={script ? { src: script, nonce: request.context.nonce } : null}
      />
    ),
  });
}
