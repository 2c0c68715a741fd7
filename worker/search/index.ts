export { searchApi } from './api';
export { searchRoute } from './page';
