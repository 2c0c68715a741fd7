/** GET /api/shippingzones[/{id}] and /api/shippingmethods/{zoneId}: the store's zones and a zone's methods. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { cached, positiveInt, validate } from '../http/validate';
import { notFound } from '../http/errors';
import { regionHeader } from '../http/region';
import { describe } from '../http/describe';

const idParam = validate('param', v.object({ id: positiveInt('id') }));

export const shipping = new Hono<AppEnv>()
  .get(
    '/shippingzones',
    describe({ summary: "The store's shipping zones", responses: { 200: '`{ data: ShippingZone[] }`' } }),
    cached,
    regionHeader,
    async (c) => c.json({ data: await c.var.commerce.getShippingZones(c.var.call.commerce(c.req.valid('header').region)) }),
  )
  .get(
    '/shippingzones/:id',
    describe({ summary: 'One shipping zone', responses: { 200: '`{ data: ShippingZone }`', 404: 'No such shipping zone' } }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const zone = await c.var.commerce.getShippingZone(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return zone ? c.json({ data: zone }) : notFound(c, 'Shipping zone');
    },
  )
  .get(
    '/shippingmethods/:id',
    describe({
      summary: 'The shipping methods of a zone',
      responses: { 200: '`{ data: ShippingMethod[] }`', 404: 'No such shipping zone' },
    }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const methods = await c.var.commerce.getShippingMethods(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return methods ? c.json({ data: methods }) : notFound(c, 'Shipping zone');
    },
  );
