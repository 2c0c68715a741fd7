/** UI strings of the product page's buy panel, resolved on the server (islands never read context). */
import type { ProductBuyLabels } from '../../client/islands/ProductBuy';
import type { ProductAddOnsProps } from '../../client/islands/ProductAddOns';
import { cardLabels } from '../render/product-cards';
import type { ShopContext } from '../render/shop-context';

/**
 * The buy panel's labels, without those it cannot show: the dealer labels in shopping
 * regions, the "stock unknown" note when every variant's stock is known, the sale labels
 * when no price of the product is a sale.
 */
export function buyLabels(shop: ShopContext, { stockKnown, onSale }: { stockKnown: boolean; onSale: boolean }): ProductBuyLabels {
  const t = shop.t;
  const card = cardLabels(shop);
  return {
    ...(onSale ? { rrp: card.rrp, originalPrice: card.originalPrice, salePrice: card.salePrice, save: card.save } : {}),
    quantity: t('product.quantity'),
    addToCart: t('product.addToCart'),
    adding: t('product.adding'),
    added: t('product.added'),
    addError: t('product.addError'),
    viewCart: t('cart.view'),
    inStock: t('product.inStock'),
    lowStock: t('product.lowStock'),
    outOfStock: t('product.outOfStock'),
    soldOut: t('product.optionSoldOut'),
    ...(stockKnown ? {} : { stockUnknown: t('product.stockUnknown') }),
    ...(shop.regions.shopping ? {} : { findDealer: t('product.findDealer'), notSoldHere: t('product.notSoldHere') }),
  };
}

export function addOnLabels(shop: ShopContext): ProductAddOnsProps['labels'] {
  return {
    addOnsTitle: shop.t('product.addOnsTitle'),
    addOn: shop.t('product.addOn'),
    removeAddOn: shop.t('product.removeAddOn'),
    added: shop.t('product.added'),
  };
}
