/** GET /api/shippingzones[/{id}] and /api/shippingmethods/{zoneId}: the store's zones and a zone's methods. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { cached, positiveInt, validate } from '../edge/validate';
import { notFound } from '../edge/errors';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';
import { decimals, methodWire, storePlaces, zoneWire } from '../edge/money-wire';

const idParam = validate('param', v.object({ id: positiveInt('id') }));

export const shipping = new Hono<AppEnv>()
  .get(
    '/shippingzones',
    describe({
      summary: "The store's shipping zones",
      responses: { 200: decimals('`{ data: ShippingZone[] }` (`handling_fees.fixed_surcharge`)') },
    }),
    cached,
    regionHeader,
    async (c) => {
      const mx = c.var.call.commerce(c.req.valid('header').region);
      const [zones, places] = await Promise.all([c.var.commerce.getShippingZones(mx), storePlaces(c.var.commerce, mx)]);
      return c.json({ data: zones.map((zone) => zoneWire(zone, places)) });
    },
  )
  .get(
    '/shippingzones/:id',
    describe({
      summary: 'One shipping zone',
      responses: { 200: decimals('`{ data: ShippingZone }` (`handling_fees.fixed_surcharge`)'), 404: 'No such shipping zone' },
    }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const mx = c.var.call.commerce(c.req.valid('header').region);
      const [zone, places] = await Promise.all([
        c.var.commerce.getShippingZone(mx, c.req.valid('param').id),
        storePlaces(c.var.commerce, mx),
      ]);
      return zone ? c.json({ data: zoneWire(zone, places) }) : notFound(c, 'Shipping zone');
    },
  )
  .get(
    '/shippingmethods/:id',
    describe({
      summary: 'The shipping methods of a zone',
      responses: {
        200: decimals('`{ data: ShippingMethod[] }` (`minimum_sub_total`, range limits and costs)'),
        404: 'No such shipping zone',
      },
    }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const mx = c.var.call.commerce(c.req.valid('header').region);
      const [methods, places] = await Promise.all([
        c.var.commerce.getShippingMethods(mx, c.req.valid('param').id),
        storePlaces(c.var.commerce, mx),
      ]);
      return methods ? c.json({ data: methods.map((method) => methodWire(method, places)) }) : notFound(c, 'Shipping zone');
    },
  );
