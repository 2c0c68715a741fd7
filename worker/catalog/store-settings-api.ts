/**
 * Store settings: GET /api/currencies[/{id}], /api/store, /api/customer_groups[/{id}]
 * (with ?is_group_for_guests=true), /api/countries, /api/countries/{id}/states.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { cached, positiveInt, validate } from '../edge/validate';
import { notFound } from '../edge/errors';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';

const idParam = validate('param', v.object({ id: positiveInt('id') }));

export const storeSettings = new Hono<AppEnv>()
  .get(
    '/currencies',
    describe({ summary: "The store's currencies", responses: { 200: '`{ data: Currency[] }`' } }),
    cached,
    regionHeader,
    async (c) => c.json({ data: await c.var.commerce.getCurrencies(c.var.call.commerce(c.req.valid('header').region)) }),
  )
  .get(
    '/currencies/:id',
    describe({ summary: 'One currency', responses: { 200: '`{ data: Currency }`', 404: 'No such currency' } }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const currency = await c.var.commerce.getCurrency(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return currency ? c.json({ data: currency }) : notFound(c, 'Currency');
    },
  )
  .get(
    '/store',
    describe({ summary: "The store's settings (name, currency, weight units, ...)", responses: { 200: '`{ data: Store }`' } }),
    cached,
    regionHeader,
    async (c) => c.json({ data: await c.var.commerce.getStore(c.var.call.commerce(c.req.valid('header').region)) }),
  )
  .get(
    '/customer_groups',
    describe({ summary: "Customer groups, optionally only the guests' group", responses: { 200: '`{ data: CustomerGroup[] }`' } }),
    cached,
    regionHeader,
    validate(
      'query',
      v.object({
        is_group_for_guests: v.optional(v.picklist(['true', 'false'], 'is_group_for_guests must be true or false')),
      }),
    ),
    async (c) => {
      const flag = c.req.valid('query').is_group_for_guests;
      const groups = await c.var.commerce.getCustomerGroups(
        c.var.call.commerce(c.req.valid('header').region),
        flag === undefined ? {} : { isGroupForGuests: flag === 'true' },
      );
      return c.json({ data: groups });
    },
  )
  .get(
    '/customer_groups/:id',
    describe({ summary: 'One customer group', responses: { 200: '`{ data: CustomerGroup }`', 404: 'No such customer group' } }),
    cached,
    regionHeader,
    idParam,
    async (c) => {
      const group = await c.var.commerce.getCustomerGroup(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return group ? c.json({ data: group }) : notFound(c, 'Customer group');
    },
  )
  .get(
    '/countries',
    describe({ summary: 'The countries the shop knows', responses: { 200: '`{ data: Country[] }`' } }),
    cached,
    async (c) => c.json({ data: await c.var.commerce.getCountries(c.var.call.commerce('us')) }),
  )
  .get(
    '/countries/:id/states',
    describe({ summary: 'The states of a country', responses: { 200: '`{ data: State[] }`', 404: 'No such country' } }),
    cached,
    idParam,
    async (c) => {
      const states = await c.var.commerce.getStates(c.var.call.commerce('us'), c.req.valid('param').id);
      return states ? c.json({ data: states }) : notFound(c, 'Country');
    },
  );
