export { cartShippingApi } from './cart-shipping-api';
export { checkoutPages } from './pages';
export { placeOrderApi } from './place-order-api';
