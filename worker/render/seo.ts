/**
 * JSON-LD for search engines (schema.org): the brand as an Organization, a product with
 * one Offer per variant, and the breadcrumb trail. Pure builders over plain data; the
 * Document shell serialises them into nonce'd script tags.
 */
import { currencyDigits } from '../../shared/intl';
export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  sameAs: readonly string[];
  phone?: string | null;
  email?: string | null;
  /** ISO country of the contact point, e.g. `US`. */
  areaServed?: string | null;
}

export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(input.sameAs.length ? { sameAs: [...input.sameAs] } : {}),
    ...(input.phone || input.email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(input.phone ? { telephone: input.phone } : {}),
              ...(input.email ? { email: input.email } : {}),
              ...(input.areaServed ? { areaServed: input.areaServed } : {}),
            },
          ],
        }
      : {}),
  };
}

/** Minor units → schema.org price text with the currency's decimals: 44995 USD → "449.95", 69700 JPY → "69700". */
export function priceText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (Math.round(minor) / 10 ** digits).toFixed(digits);
}

export interface OfferInput {
  sku: string;
  /** Minor units. */
  price: number;
  currency: string;
  inStock: boolean;
  url: string;
  /** Option labels, e.g. `Red / 190 cm`. */
  name?: string;
  /** Catalogue-only countries: sold by dealers, not online (schema.org InStoreOnly). */
  inStoreOnly?: boolean;
}

export interface ProductInput {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  brand: string;
  sku?: string | null;
  category?: string | null;
  /** Discontinued products say so instead of offering anything. */
  discontinued?: boolean;
  offers: readonly OfferInput[];
}

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  discontinued: 'https://schema.org/Discontinued',
  inStoreOnly: 'https://schema.org/InStoreOnly',
} as const;

export function productJsonLd(input: ProductInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    image: [...input.images],
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.category ? { category: input.category } : {}),
    // Every offer is of a new item: schema.org lets the Product say so once (itemCondition
    // is a property of Product as of Offer), instead of 50 bytes in each variant's Offer.
    itemCondition: 'https://schema.org/NewCondition',
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      sku: offer.sku,
      ...(offer.name ? { name: offer.name } : {}),
      url: offer.url,
      price: priceText(offer.price, offer.currency),
      priceCurrency: offer.currency,
      availability: input.discontinued
        ? AVAILABILITY.discontinued
        : offer.inStoreOnly
          ? AVAILABILITY.inStoreOnly
          : offer.inStock
            ? AVAILABILITY.inStock
            : AVAILABILITY.outOfStock,
    })),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** ISO date. */
  datePublished: string;
  author: string;
  publisher: string;
  section?: string | null;
}

/** A journal post as a BlogPosting. */
export function articleJsonLd(input: ArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: [input.image],
    datePublished: input.datePublished,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@type': 'Organization', name: input.publisher },
    ...(input.section ? { articleSection: input.section } : {}),
  };
}

export interface PersonInput {
  name: string;
  description: string;
  url: string;
  image: string;
  nationality: string;
  affiliation: string;
}

/** A team athlete as a Person. */
export function personJsonLd(input: PersonInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    nationality: { '@type': 'Country', name: input.nationality },
    affiliation: { '@type': 'SportsTeam', name: input.affiliation },
  };
}
