export { devOutbox } from './outbox';
