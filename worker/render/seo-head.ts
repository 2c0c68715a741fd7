/**
 * Head data shared by the shop routes: the canonical URL, Open Graph,
 * and the Organization JSON-LD from the brand settings.
 */
import { contactRegionFor } from './frame';
import { canonicalUrl, pageTitle, type HeadData } from './head';
import { breadcrumbJsonLd, organizationJsonLd, type Crumb as JsonLdCrumb } from './seo';
import { IMAGE_ALIAS, imageUrl } from '../../shared/image-url';
import type { Crumb } from '../../client/components/shop-types';
import type { ShopContext } from './shop-context';

/** Absolute URL of a picture from the image service, for og:image and JSON-LD. */
export function absoluteImage(shop: ShopContext, id: string, width = 1200, height = 630): string {
  return shop.absolute(imageUrl({ id, width, height, alias: IMAGE_ALIAS.component, quality: 90, crop: true, format: 'jpg' }));
}

export async function organization(shop: ShopContext): Promise<object> {
  const brand = shop.brandSettings ?? (await shop.content.getBrandSettings(shop.cx));
  const contact = brand.contact[contactRegionFor(shop.locale.country, shop.regions.content)];
  return organizationJsonLd({
    name: brand.title,
    url: shop.absolute('/'),
    logo: shop.absolute(
      imageUrl({ id: brand.brand_logo.amplience_id, width: 600, height: 210, alias: IMAGE_ALIAS.component, format: 'png' }),
    ),
    sameAs: brand.social_media.map((s) => s.url),
    phone: contact?.phone,
    email: contact?.email,
    areaServed: contact?.address.country,
  });
}

export function breadcrumbs(shop: ShopContext, crumbs: readonly Crumb[]): object {
  const items: JsonLdCrumb[] = crumbs.map((crumb) => ({ name: crumb.label, ...(crumb.href ? { url: shop.absolute(crumb.href) } : {}) }));
  return breadcrumbJsonLd(items);
}

export interface HeadInput {
  title: string;
  description: string;
  /** Path after the locale prefix, e.g. `/c/skis`; the same in every locale. */
  rest: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  jsonLd?: object[];
  robots?: string;
}

/** Title `{title} | {brand}`, description, canonical URL, Open Graph and JSON-LD. */
export function shopHead(shop: ShopContext, input: HeadInput): HeadData {
  const title = pageTitle(input.title, shop.brand);
  const canonical = canonicalUrl(shop.origin, shop.locale, input.rest);
  const openGraph: Record<string, string> = {
    'og:site_name': shop.brand,
    'og:type': input.type ?? 'website',
    'og:title': title,
    'og:description': input.description,
    'og:url': canonical,
    'og:locale': shop.locale.country === 'global' ? shop.locale.language : `${shop.locale.language}_${shop.locale.country.toUpperCase()}`,
  };
  if (input.image) openGraph['og:image'] = absoluteImage(shop, input.image);
  return {
    title,
    description: input.description,
    canonical,
    openGraph,
    jsonLd: input.jsonLd ?? [],
    ...(input.robots ? { robots: input.robots } : {}),
  };
}
