import { workerdConfig } from './vitest.workerd';

// The whole Worker inside workerd, as under `npm start`.
export default workerdConfig('test', { include: ['test/worker/**/*.test.{ts,tsx}'] });
