export { customerApi } from './api/customer';
export { customersApi } from './api/index';
export { orderAliasApi, ordersApi, orderStatusApi } from './api/orders';
export { proApi } from './api/pro';
export { accountPages } from './pages/index';
export { proPages } from './pages/pro';
export { LoginThrottleDurableObject } from './login-throttle-object';
