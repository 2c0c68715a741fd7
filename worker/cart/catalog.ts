/**
 * What the cart needs from the commerce port: a variant's line (price, name, image, stock)
 * at the time of a change, the region's currency format, shipping rules (first zone,
 * methods, settings; spec §4 "Cart load") and the shopper's customer group.
 */
import type { CommerceProvider } from '../ports/commerce';
import type { RequestCalls } from '../ports/context';
import type { CatalogLine } from './lines';
import type { CurrencyView } from '../../shared/cart';
import type { CommerceRegion } from '../rules/regions';
import { customerPrice, RETAIL_PRICING, type PricingRules } from '../rules/discounts';
import { parseHiddenGroups, type ShippingMethod, type ShippingSettings } from '../rules/shipping';

export type LineLookup =
  | { ok: true; line: CatalogLine }
  | { ok: false; code: 'product_not_found' | 'variant_not_found' | 'variant_required' | 'not_purchasable'; message: string };

export interface ShippingRules {
  methods: ShippingMethod[];
  settings: ShippingSettings | null;
}

export interface CartCatalog {
  /** Priced for the shopper's group: a group price is the line's only price, never a sale. */
  line(region: CommerceRegion, productId: number, variantId: number | null, pricing?: PricingRules): Promise<LineLookup>;
  currency(region: CommerceRegion): Promise<CurrencyView>;
  shipping(region: CommerceRegion): Promise<ShippingRules>;
  /** The customer group shipping rules apply to: a guest is in the guest group. */
  customerGroupId(region: CommerceRegion, customerId: string | null): Promise<number | null>;
}

export interface CartCatalogOptions {
  /**
   * A signed-in customer's group. Customer accounts are not built yet, so by default a
   * signed-in shopper counts as the store's default group for new accounts.
   */
  groupOfCustomer?: (region: CommerceRegion, customerId: string) => Promise<number | null>;
}

export function createCartCatalog(commerce: CommerceProvider, call: RequestCalls, options: CartCatalogOptions = {}): CartCatalog {
  return {
    async line(region, productId, variantId, pricing = RETAIL_PRICING) {
      const product = await commerce.getProduct(call.commerce(region), productId);
      if (!product) return { ok: false, code: 'product_not_found', message: `No product ${productId}` };
      // Without a variant id, only a product with a single variant is unambiguous.
      if (variantId === null && product.variants.length !== 1) {
        return {
          ok: false,
          code: 'variant_required',
          message: `Product ${productId} has ${product.variants.length} variants: choose one with variant_id`,
        };
      }
      const info = await commerce.getCartLine(call.commerce(region), productId, variantId ?? undefined);
      if (!info) return { ok: false, code: 'variant_not_found', message: `Product ${productId} has no variant ${String(variantId)}` };
      // Sold out is a stock matter (409 with what is available); not purchasable while in stock means not sold online.
      if (!info.isPurchasable && info.inventoryLevel > 0)
        return { ok: false, code: 'not_purchasable', message: `${info.name} cannot be bought online` };
      const price = customerPrice(
        { calculated: info.price.value, retail: info.retailPrice.value },
        product.categories.map((c) => c.id),
        pricing,
      );
      return {
        ok: true,
        line: {
          product_id: info.productId,
          variant_id: info.variantId,
          sku: info.sku,
          name: info.name,
          url: `/p/${info.url}`,
          image_id: info.image,
          options: info.options,
          original_price: price.groupPriced ? price.calculated : info.retailPrice.value,
          sale_price: price.calculated,
          stock: info.isInStock && info.isPurchasable ? info.inventoryLevel : 0,
        },
      };
    },

    async currency(region) {
      const [active] = await commerce.getCurrencies(call.commerce(region));
      if (!active) throw new Error(`commerce region ${region} has no currency`);
      const { currency_code: code, token, token_location, decimal_token, thousands_token, decimal_places } = active;
      return { code, token, token_location, decimal_token, thousands_token, decimal_places };
    },

    async shipping(region) {
      const [zone] = await commerce.getShippingZones(call.commerce(region));
      const [methods, settings] = await Promise.all([
        zone ? commerce.getShippingMethods(call.commerce(region), zone.id) : Promise.resolve([]),
        commerce.getShippingSettings(call.commerce(region)),
      ]);
      return {
        methods: methods ?? [],
        settings: { is_enabled: settings.is_enabled, hide_free_shipping_groups: parseHiddenGroups(settings.hide_free_shipping_groups) },
      };
    },

    async customerGroupId(region, customerId) {
      if (customerId !== null) {
        const own = options.groupOfCustomer ? await options.groupOfCustomer(region, customerId) : null;
        return own ?? (await commerce.getDefaultCustomerGroup(call.commerce(region))).id;
      }
      const [guests] = await commerce.getCustomerGroups(call.commerce(region), { isGroupForGuests: true });
      return guests?.id ?? null;
    },
  };
}
