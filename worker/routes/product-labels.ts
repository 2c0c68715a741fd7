/** UI strings of the product page's buy panel, resolved on the server (islands never read context). */
import type { ProductBuyLabels } from '../../client/islands/ProductBuy';
import type { ProductAddOnsProps } from '../../client/islands/ProductAddOns';
import { cardLabels } from './cards';
import type { ShopContext } from './shop-context';

export function buyLabels(shop: ShopContext): ProductBuyLabels {
  const t = shop.t;
  const card = cardLabels(shop);
  return {
    rrp: card.rrp,
    originalPrice: card.originalPrice,
    salePrice: card.salePrice,
    save: card.save,
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
    stockUnknown: t('product.stockUnknown'),
    findDealer: t('product.findDealer'),
    notSoldHere: t('product.notSoldHere'),
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
