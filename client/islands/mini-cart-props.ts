import type { DisplayTextKey } from '../../shared/display-text';
import { countForms } from '../../shared/count-text';
import { languageTag } from '../../shared/locale';
import type { PageContextValue } from '../components/page-context';
import type { MiniCartProps } from './MiniCart';

/**
 * The header's mini-cart props from the page: every string it shows (islands take their
 * text as props) and the count on personal pages. Without JavaScript the island is a plain
 * link to the cart page.
 */
export function miniCartProps(page: PageContextValue, t: (key: DisplayTextKey) => string): MiniCartProps {
  return {
    // The island links the cart page as `${localePrefix}/cart` (what localePath writes for it).
    localePrefix: `/${page.locale.prefix}`,
    lang: languageTag(page.locale),
    region: page.regions.content,
    commerceRegion: page.regions.commerce,
    shopping: page.regions.shopping,
    count: page.cartCount ?? null,
    labels: {
      cart: t('nav.cart'),
      open: countForms(t, 'miniCart.open'),
      close: t('miniCart.close'),
      title: t('route.cart.title'),
      empty: t('cart.empty'),
      loading: t('miniCart.loading'),
      failed: t('miniCart.failed'),
      view: t('cart.view'),
      added: t('miniCart.added'),
      quantity: t('miniCart.quantity'),
      option: t('cart.option'),
      summary: t('cart.summary'),
      subtotal: t('cart.subtotal'),
      shipping: t('cart.shipping'),
      shippingFree: t('cart.shippingFree'),
      shippingAtCheckout: t('cart.shippingAtCheckout'),
      total: t('cart.total'),
      taxNote: t('cart.taxNote'),
      freeShippingSpend: t('cart.freeShippingSpend'),
      freeShippingReached: t('cart.freeShippingReached'),
      freeShippingProgress: t('cart.freeShippingProgress'),
    },
  };
}
