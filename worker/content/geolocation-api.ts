import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { describe } from '../edge/describe';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

/** GET /api/geolocation → `{ "country": "de" }`, lowercased; null when the edge does not know. */
export const geolocationApi = new Hono<AppEnv>().get(
  '/',
  describe({ summary: "The visitor's country as the edge sees it", responses: { 200: '`{ country }`, lowercased ISO code or null' } }),
  (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    return c.json({ country: c.get('geoCountry') });
  },
);
