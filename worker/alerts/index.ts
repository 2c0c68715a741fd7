export { backInStockApi } from './back-in-stock-api';
export { ALERT_PATH, backInStockPages } from './back-in-stock-page';
export { isSoldOut } from './back-in-stock';
export { newsletterApi } from './newsletter-api';
export { restockApi } from './restock-api';
export { sweepRestocked } from './sweep';
