import { workerdConfig } from './vitest.workerd';

// The whole Worker inside workerd, as under `npm start`; a BigCommerce double on loopback for the hosted-adapter tests.
export default workerdConfig('test', {
  include: ['test/worker/**/*.test.{ts,tsx}'],
  globalSetup: ['test/support/bigcommerce-fake-global.ts'],
});
