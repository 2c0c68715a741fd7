export { checkoutPages } from './pages/index';
export { placeOrderApi } from './place-order-api';
