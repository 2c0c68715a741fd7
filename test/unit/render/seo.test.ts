import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, priceText, productJsonLd } from '../../../worker/render/seo';

describe('Organization JSON-LD', () => {
  it('names the brand with logo, social profiles and a customer-service contact', () => {
    expect(
      organizationJsonLd({
        name: 'Loipe',
        url: 'https://loipe.test/',
        logo: 'https://loipe.test/favicon.svg',
        sameAs: ['https://instagram.com/loipe'],
        phone: '+1 802 555 0134',
        email: 'hello@loipe.com',
        areaServed: 'US',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Loipe',
      url: 'https://loipe.test/',
      logo: 'https://loipe.test/favicon.svg',
      sameAs: ['https://instagram.com/loipe'],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+1 802 555 0134',
          email: 'hello@loipe.com',
          areaServed: 'US',
        },
      ],
    });
  });
  it('leaves out empty social profiles and contact', () => {
    const data = organizationJsonLd({ name: 'Loipe', url: 'u', logo: 'l', sameAs: [] });
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('contactPoint');
  });
});

describe('Product JSON-LD: one Offer per variant', () => {
  const input = {
    name: 'Aurora Classic Ski',
    description: 'Waxable classic ski.',
    url: 'https://loipe.test/en-us/p/aurora-classic',
    images: ['https://loipe.test/media/i/loipe/aurora-classic-red.webp'],
    brand: 'Loipe',
    sku: 'LP-1101',
    category: 'Classic Skis',
    offers: [
      {
        sku: 'LP-1101-RED-185',
        price: 39995,
        currency: 'USD',
        inStock: true,
        url: 'https://loipe.test/en-us/p/aurora-classic?variant=110101',
        name: 'Red / 185 cm',
      },
      {
        sku: 'LP-1101-RED-190',
        price: 39995,
        currency: 'USD',
        inStock: false,
        url: 'https://loipe.test/en-us/p/aurora-classic?variant=110102',
      },
    ],
  };
  it('gives each variant its price, currency and availability', () => {
    const data = productJsonLd(input) as { offers: Record<string, string>[] };
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Aurora Classic Ski',
      sku: 'LP-1101',
      brand: { '@type': 'Brand', name: 'Loipe' },
    });
    expect(data.offers).toHaveLength(2);
    expect(data.offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '399.95',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      name: 'Red / 185 cm',
    });
    expect(data.offers[1]).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
  it('states the new condition once, on the Product, not in every Offer', () => {
    const data = productJsonLd(input) as { itemCondition: string; offers: Record<string, string>[] };
    expect(data.itemCondition).toBe('https://schema.org/NewCondition');
    expect(data.offers.every((o) => !('itemCondition' in o))).toBe(true);
  });
  it('marks a catalogue-only offer InStoreOnly', () => {
    const data = productJsonLd({
      ...input,
      offers: [{ sku: 'LP-1101', price: 449900, currency: 'NOK', inStock: true, inStoreOnly: true, url: input.url }],
    }) as { offers: Record<string, string>[] };
    expect(data.offers).toEqual([
      expect.objectContaining({ price: '4499.00', priceCurrency: 'NOK', availability: 'https://schema.org/InStoreOnly' }),
    ]);
  });
  it('marks every offer of a discontinued product Discontinued', () => {
    const data = productJsonLd({ ...input, discontinued: true }) as { offers: Record<string, string>[] };
    expect(data.offers.every((o) => o.availability === 'https://schema.org/Discontinued')).toBe(true);
  });
  it.each([
    [39995, 'USD', '399.95'],
    [484900, 'NOK', '4849.00'],
    [69700, 'JPY', '69700'],
    [60999, 'CAD', '609.99'],
  ])('price %s %s → %s', (minor, currency, text) => {
    expect(priceText(minor, currency)).toBe(text);
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs from 1 and leaves the URL off the current page', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://loipe.test/' },
        { name: 'Skis', url: 'https://loipe.test/en-us/c/skis' },
        { name: 'Aurora' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://loipe.test/' },
        { '@type': 'ListItem', position: 2, name: 'Skis', item: 'https://loipe.test/en-us/c/skis' },
        { '@type': 'ListItem', position: 3, name: 'Aurora' },
      ],
    });
  });
});
