export { customerApi } from './api/customer';
export { customersApi } from './api';
export { orderAliasApi, ordersApi, orderStatusApi } from './api/orders';
export { proApi } from './api/pro';
export { accountPages } from './pages';
export { proPages } from './pages/pro';
export { LoginThrottleDurableObject } from './login-throttle-object';
