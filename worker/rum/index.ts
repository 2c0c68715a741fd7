export { rumApi } from './api';
