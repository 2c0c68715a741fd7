import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** GET /api/geolocation → `{ "country": "de" }`, lowercased; null when the edge does not know. */
export const geolocationApi = new Hono<AppEnv>().get('/geolocation', (c) => {
  c.header('cache-control', 'private, no-store');
  return c.json({ country: c.get('geoCountry') });
});
