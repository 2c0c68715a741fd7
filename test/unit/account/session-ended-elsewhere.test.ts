/**
 * A session record written back after the customer's sessions were ended elsewhere (a request
 * that read it before a password change on another device, then changed the cart) does not
 * bring the session back: the write is checked against the customer's index and goes on signed out.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/edge/app-env';
import { session } from '../../../worker/edge/session';
import type { SessionData, SessionRecords } from '../../../worker/edge/session-records';

const BOOKS = { us: 'embedded', ca: 'embedded', no: 'embedded', eu_region_1: 'embedded' } as const;
const ID = 'A'.repeat(43);

function signedIn(): SessionData {
  return {
    cartIds: {},
    cartSerial: 0,
    customer: { store: 'us', id: 7, since: 1000 },
    csrfSecret: 'B'.repeat(43),
    utm: {},
    createdAt: Date.now(),
    renewedAt: Date.now(),
  };
}

/** Sessions in memory; `ended` says the customer's index refuses this session (its sessions ended after it signed in). */
function memorySessions(ended: boolean) {
  const records = new Map<string, SessionData>([[ID, signedIn()]]);
  const sessions: SessionRecords = {
    read: async (id) => records.get(id) ?? null,
    write: async (id, data) => void records.set(id, data),
    delete: async (id) => void records.delete(id),
    link: async () => !ended,
    endCustomerSessions: async () => {},
  };
  return { sessions, records };
}

function appWith(sessions: SessionRecords) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('commerce', { accountBooks: BOOKS } as unknown as AppEnv['Variables']['commerce']);
    await next();
  });
  app.use(session({ records: () => sessions }));
  app.post('/change', async (c) => {
    const updated = await c.var.session.update((data) => ({ ...data, cartSerial: data.cartSerial + 1 }));
    return c.json(updated.data.customer);
  });
  return app;
}

const change = (app: Hono<AppEnv>) =>
  app.request('https://loipe.test/change', { method: 'POST', headers: { cookie: `__Host-session=${ID}` } }, {});

describe('a session write after the customer signed out everywhere', () => {
  it.each([
    ['kept in the index', false, { store: 'us', id: 7, since: 1000 }],
    ['ended meanwhile', true, null],
  ])('%s → the written record names %j', async (_, ended, customer) => {
    const { sessions, records } = memorySessions(ended);
    const res = await change(appWith(sessions));
    expect(await res.json()).toEqual(customer);
    expect(records.get(ID)?.customer ?? null).toEqual(customer);
    expect(records.get(ID)?.cartSerial).toBe(1);
  });
});
