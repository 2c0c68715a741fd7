export { catalogApi } from './api';
export { categoryRoute } from './category-page';
export { homeRoute } from './home-page';
export { productRoute } from './product-page';
