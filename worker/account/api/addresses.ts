/** The signed-in customer's address book under /api/customers/{id}/addresses (owner-only: anyone else's id is a 404). */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { jsonBody } from '../../edge/limits';
import { validate } from '../../edge/validate';
import { pathId } from '../../rules/owner';
import { addAddress, changeAddress, removeAddress } from '../service';
import { accountDeps } from '../customer-session';
import { AddressInput } from '../schemas';
import { describe } from '../../edge/describe';
import { addressPath, answer, onlySelf, selfId, selfOr } from './answers';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

export const addressesApi = new Hono<AppEnv>();

addressesApi.get(
  '/:id/addresses',
  describe({
    summary: "The signed-in customer's addresses",
    responses: { 200: '`{ data: Address[] }`', 404: 'Not the signed-in customer' },
  }),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    c.header('cache-control', PRIVATE_NO_STORE);
    return c.json({ data: await c.var.commerce.listAddresses(accountDeps(c).mx, self.id) });
  },
);

addressesApi.post(
  '/:id/addresses',
  describe({
    summary: 'Add an address (postal code checked per country)',
    responses: { 201: '`{ data: Address }`', 404: 'Not the signed-in customer' },
  }),
  jsonBody(),
  onlySelf,
  validate('json', AddressInput),
  async (c) => {
    return answer(c, await addAddress(accountDeps(c), selfId(c), c.req.valid('json')), (address) => c.json({ data: address }, 201));
  },
);

addressesApi.put(
  '/:id/addresses/:addressId',
  describe({ summary: 'Change an address', responses: { 200: '`{ data: Address }`', 404: 'No such address of the signed-in customer' } }),
  jsonBody(),
  onlySelf,
  addressPath,
  validate('json', AddressInput),
  async (c) => {
    const addressId = pathId(c.req.param('addressId'))!;
    return answer(c, await changeAddress(accountDeps(c), selfId(c), addressId, c.req.valid('json')), (address) =>
      c.json({ data: address }),
    );
  },
);

addressesApi.delete(
  '/:id/addresses/:addressId',
  describe({
    summary: 'Delete an address',
    responses: { 200: '`{ data: { deleted: true } }`', 404: 'No such address of the signed-in customer' },
  }),
  onlySelf,
  addressPath,
  async (c) => {
    const addressId = pathId(c.req.param('addressId'))!;
    return answer(c, await removeAddress(accountDeps(c), selfId(c), addressId), () => c.json({ data: { deleted: true } }));
  },
);
