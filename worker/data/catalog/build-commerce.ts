/**
 * Seed → commerce record in one store (spec §3 "Commerce product (bcProduct)"): options,
 * the cartesian product of variants with sku, price and stock, images and custom fields.
 */
import type { CommerceRegion } from '../../rules/regions';
import { categoryByUid } from './categories';
import { colorImageId } from './build-content';
import { hash32 } from '../../rules/hash';
import { displayTitle } from './nouns';
import { PALETTE } from './palette';
import { convertPrice, REGION_CURRENCY, salePrice } from './pricing';
import { SIZE_SCALES, type ProductSeed } from './seed';
import type { CommerceProduct, Money, ProductOption, Variant } from '../../ports/commerce/records';

/** Variant ids are product id × 100 + index, so a product has at most this many. */
export const MAX_VARIANTS = 99;

/** Whole products sold out in one store, so "sold out" shows on a product page too. */
const SOLD_OUT: Record<string, CommerceRegion[]> = {
  'trollstig-98': ['ca'],
  'fjord-double-ski-bag': ['no'],
  'nordlys-race-hat': ['eu_region_1'],
};

function secondOption(seed: ProductSeed): { name: 'Size' | 'Length'; labels: string[] } | null {
  if (seed.sizes) return { name: 'Size', labels: [...SIZE_SCALES[seed.sizes]] };
  if (seed.lengths) return { name: 'Length', labels: seed.lengths.map((n) => `${n} cm`) };
  return null;
}

function options(seed: ProductSeed): ProductOption[] {
  const color: ProductOption = {
    id: seed.id * 10 + 1,
    displayName: 'Color',
    values: seed.colors.map((label, i) => ({ entityId: seed.id * 1000 + 100 + i, label, hexColors: [PALETTE[label]] })),
  };
  const second = secondOption(seed);
  if (!second) return [color];
  return [
    color,
    {
      id: seed.id * 10 + 2,
      displayName: second.name,
      values: second.labels.map((label, i) => ({ entityId: seed.id * 1000 + 200 + i, label })),
    },
  ];
}

/** Stock from a hash of sku and store: about one variant in nine is sold out. */
function stock(seed: ProductSeed, sku: string, region: CommerceRegion): number {
  if (seed.discontinued || SOLD_OUT[seed.uid]?.includes(region)) return 0;
  const h = hash32(`${sku}|${region}`);
  return h % 9 === 0 ? 0 : 1 + ((h >>> 4) % 40);
}

const money = (value: number, currencyCode: string): Money => ({ value, currencyCode });

function variants(seed: ProductSeed, region: CommerceRegion, opts: ProductOption[]): Variant[] {
  const currency = REGION_CURRENCY[region];
  const [color, second] = opts as [ProductOption, ProductOption | undefined];
  const out: Variant[] = [];
  for (const c of color.values) {
    const steps = second ? second.values : [null];
    steps.forEach((s, stepIndex) => {
      const index = out.length + 1;
      const sku = `LP-${seed.id}-${c.label.toUpperCase()}${s ? `-${s.label.replace(' cm', '')}` : ''}`;
      const retail = convertPrice(currency, seed.price + (seed.step ?? 0) * stepIndex);
      const calculated = seed.sale ? salePrice(currency, retail, seed.sale) : retail;
      const level = stock(seed, sku, region);
      out.push({
        id: seed.id * 100 + index,
        product_id: seed.id,
        sku,
        calculatedPrice: money(calculated, currency),
        retailPrice: money(retail, currency),
        prices: {
          price: money(calculated, currency),
          salePrice: calculated < retail ? money(calculated, currency) : null,
          retailPrice: money(retail, currency),
        },
        inventoryLevel: level,
        isInStock: level > 0,
        isPurchasable: level > 0 && !seed.discontinued,
        thumbnail: colorImageId(seed.uid, c.label),
        option_values: [
          { option_id: color.id, option_display_name: color.displayName, id: c.entityId, label: c.label },
          ...(second && s ? [{ option_id: second.id, option_display_name: second.displayName, id: s.entityId, label: s.label }] : []),
        ],
      });
    });
  }
  if (out.length > MAX_VARIANTS) throw new Error(`Product ${seed.uid} has ${out.length} variants; at most ${MAX_VARIANTS}`);
  return out;
}

export function buildCommerceProduct(seed: ProductSeed, region: CommerceRegion): CommerceProduct {
  const category = categoryByUid(seed.category);
  const opts = options(seed);
  const vs = variants(seed, region, opts);
  const cheapest = vs.reduce((a, b) => (b.calculatedPrice.value < a.calculatedPrice.value ? b : a));
  const dearest = vs.reduce((a, b) => (b.calculatedPrice.value > a.calculatedPrice.value ? b : a));
  const level = vs.reduce((sum, v) => sum + v.inventoryLevel, 0);
  const name = displayTitle(seed.model, seed.noun, 'en');
  return {
    id: seed.id,
    uid: seed.uid,
    name,
    sku: `LP-${seed.id}`,
    custom_url: { url: `/${seed.uid}/` },
    calculatedPrice: cheapest.calculatedPrice,
    retailPrice: cheapest.retailPrice,
    priceRange: { min: cheapest.calculatedPrice, max: dearest.calculatedPrice },
    inventory_tracking: 'variant',
    inventoryLevel: level,
    isInStock: level > 0,
    availability: seed.discontinued ? 'disabled' : 'available',
    is_visible: !seed.discontinued,
    isNew: seed.isNew === true,
    isRedesigned: seed.updated !== undefined,
    categories: [category.cat_ids_bc[region], ...(category.parent ? [categoryByUid(category.parent).cat_ids_bc[region]] : [])].map(
      (id) => ({ id }),
    ),
    customFields: [
      ...(seed.attrs
        ? [
            { name: 'Style', value: seed.attrs.style },
            { name: 'Level', value: seed.attrs.level },
            { name: 'Terrain', value: seed.attrs.terrain },
          ]
        : []),
      { name: 'Warehouse Bin', value: `${String.fromCharCode(65 + (seed.id % 6))}-${(seed.id % 40) + 1}` },
      { name: 'Supplier Code', value: `LPS-${seed.id}` },
    ],
    images: seed.colors.map((color, i) => ({
      id: seed.id * 100 + i,
      amplience_id: colorImageId(seed.uid, color),
      color,
      is_thumbnail: i === 0,
      description: `${name}, ${color}`,
    })),
    product_options: opts,
    variants: vs,
  };
}
