/**
 * Product cards as the product-grid island's props carry them: without what the card
 * itself already says. The alt stem is the title; the analytics id and name are
 * the card's id and title; a colour's label is its name unless translated, and its image
 * the product's colour image id unless the content names another. Also left out: a tag of
 * null, an analytics category of null, the analytics original and sale prices of a card at
 * its regular price (original = price, sale = null), an analytics sale price equal to the
 * price, the analytics currency when it is the grid's `currency` (the first card's), the
 * link when it is the grid's `base` followed by the uid; a regular price is its text alone.
 * `unpackCard` restores the card exactly.
 */
import type { AnalyticsProduct } from '../../shared/analytics';
import { colorImageId } from '../../shared/image-url';
import { SWATCH_LIMIT } from '../../shared/swatches';
import type { ColorChoice, GridLabels, ProductCardData } from './shop-types';

/** A colour as `[name, hex]` when its label is its name and its image the product's colour image; else spelled out. */
export type WireColor = [name: string, hex: string] | (Omit<ColorChoice, 'label' | 'image'> & { label?: string; image?: string });

export type WireCard = Omit<ProductCardData, 'alt' | 'analytics' | 'colors' | 'href' | 'tag' | 'price'> & {
  href?: string;
  tag?: ProductCardData['tag'];
  /** A regular price as its text; a sale or a range as the card has it. */
  price: ProductCardData['price'] | string;
  colors: WireColor[];
  analytics: Omit<AnalyticsProduct, 'id' | 'name' | 'currency'> & Partial<Pick<AnalyticsProduct, 'id' | 'name' | 'currency'>>;
};

/** A grid's cards on the wire, with the link stem (`/en-us/p/`) and the currency most of them share. */
export interface WireCards {
  base?: string;
  currency?: string;
  cards: WireCard[];
}

/** The stem before `/p/{uid}`-style links: the part of the href before the card's uid, when it ends with it. */
function stemOf(card: ProductCardData): string | null {
  return card.href.endsWith(`/${card.uid}`) ? card.href.slice(0, card.href.length - card.uid.length) : null;
}

/** Packs a grid's cards; the link stem and the analytics currency the first card has are said once as `base` and `currency`. */
export function packCards(cards: readonly ProductCardData[]): WireCards {
  const base = cards.length ? stemOf(cards[0]!) : null;
  const currency = cards[0]?.analytics.currency;
  return {
    ...(base ? { base } : {}),
    ...(currency ? { currency } : {}),
    cards: cards.map((card) => packCard(card, base ?? undefined, currency)),
  };
}

/** Unpacks what packCards wrote. */
export function unpackCards(wire: WireCards): ProductCardData[] {
  return wire.cards.map((card) => unpackCard(card, wire.base, wire.currency));
}

export function packCard(card: ProductCardData, base?: string, currency?: string): WireCard {
  const { alt: _alt, analytics, colors, href, tag, price, ...rest } = card;
  const { id, name, original_price, sale_price, category, currency: ownCurrency, ...prices } = analytics;
  // A regular price: original = price and no sale price (the usual case) is restored from price alone.
  const regular = original_price === analytics.price && sale_price === null;
  return {
    ...rest,
    price: price?.kind === 'regular' ? price.price : price,
    ...(base !== undefined && href === base + card.uid ? {} : { href }),
    ...(tag === null ? {} : { tag }),
    colors: colors.map((c): WireColor => {
      const label = c.label !== c.name;
      const image = c.image !== colorImageId(card.uid, c.name);
      if (!label && !image) return [c.name, c.hex];
      return { name: c.name, ...(label ? { label: c.label } : {}), hex: c.hex, ...(image ? { image: c.image } : {}) };
    }),
    // The analytics id and name stay only where they are not the card's.
    analytics: {
      ...(id !== card.id ? { id } : {}),
      ...(name !== card.title ? { name } : {}),
      ...prices,
      ...(ownCurrency === currency ? {} : { currency: ownCurrency }),
      ...(regular ? {} : { original_price }),
      // A sale price equal to the price (every card on sale) is restored from the price.
      ...(regular || sale_price === analytics.price ? {} : { sale_price }),
      ...(category === null ? {} : { category }),
    },
  };
}

export function unpackCard(wire: WireCard, base?: string, currency?: string): ProductCardData {
  const { colors, analytics, href, tag, price, ...rest } = wire;
  const { original_price, sale_price, category, currency: ownCurrency, ...prices } = analytics;
  const regular = !('original_price' in analytics) && !('sale_price' in analytics);
  return {
    ...rest,
    price: typeof price === 'string' ? { kind: 'regular', price } : price,
    href: href ?? `${base ?? ''}${wire.uid}`,
    tag: tag ?? null,
    colors: colors.map((c) => {
      const { name, hex, label, image } = Array.isArray(c) ? { name: c[0], hex: c[1], label: undefined, image: undefined } : c;
      return { name, label: label ?? name, hex, image: image ?? colorImageId(wire.uid, name) };
    }),
    alt: wire.title,
    analytics: {
      ...prices,
      id: analytics.id ?? wire.id,
      name: analytics.name ?? wire.title,
      currency: ownCurrency ?? currency ?? '',
      original_price: regular ? analytics.price : original_price,
      sale_price: regular ? null : 'sale_price' in analytics ? sale_price : analytics.price,
      category: category ?? null,
    },
  };
}

/** A grid's labels on the wire: only those its cards and mode can show. */
export type WireGridLabels = Partial<Omit<GridLabels, 'tags'>> & { tags?: Partial<GridLabels['tags']> };

/**
 * The labels a grid can show, from its cards and mode (all fixed once it is rendered): the
 * tags its cards carry, the colour names where a card has several colours, the '+N' labels
 * where one has more than fit, the sale labels where one is on sale (RRP where one says so),
 * the arrows of a slider. Not the product page's "save", nor the section's "view all".
 */
export function packGridLabels(labels: GridLabels, cards: readonly ProductCardData[], mode: 'grid' | 'slider'): WireGridLabels {
  const tags = Object.fromEntries(cards.flatMap((c) => (c.tag ? [[c.tag, labels.tags[c.tag]]] : [])));
  const sales = cards.flatMap((c) => (c.price?.kind === 'sale' ? [c.price] : []));
  const colours = Math.max(0, ...cards.map((c) => c.colors.length));
  return {
    ...(Object.keys(tags).length ? { tags } : {}),
    ...(colours > 1 ? { colour: labels.colour } : {}),
    ...(colours > SWATCH_LIMIT.mobile
      ? { moreColours: labels.moreColours, moreColoursLabel: labels.moreColoursLabel, lang: labels.lang }
      : {}),
    ...(sales.length ? { salePrice: labels.salePrice, originalPrice: labels.originalPrice } : {}),
    ...(sales.some((p) => p.rrp) ? { rrp: labels.rrp } : {}),
    ...(mode === 'slider' ? { previous: labels.previous, next: labels.next } : {}),
  };
}

/** The grid's labels with those it never shows as empty strings. */
export function unpackGridLabels(wire: WireGridLabels): GridLabels {
  const empty = {
    colour: '',
    moreColours: '',
    moreColoursLabel: { one: '', other: '' },
    lang: 'en',
    rrp: '',
    originalPrice: '',
    salePrice: '',
    save: '',
    previous: '',
    next: '',
    viewAll: '',
  };
  return { ...empty, ...wire, tags: { sale: '', new: '', redesigned: '', ...wire.tags } };
}
