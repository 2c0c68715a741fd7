import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { describe } from '../edge/describe';

/** GET /api/geolocation → `{ "country": "de" }`, lowercased; null when the edge does not know. */
export const geolocationApi = new Hono<AppEnv>().get(
  '/',
  describe({ summary: "The visitor's country as the edge sees it", responses: { 200: '`{ country }`, lowercased ISO code or null' } }),
  (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json({ country: c.get('geoCountry') });
  },
);
