import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../env';
import type { AppEnv } from './app-env';
import {
  createKvSessionRecords,
  customerSessions,
  randomToken,
  SESSION_RENEW_AFTER_MS,
  SESSION_TTL_SECONDS,
  type Session,
  type SessionData,
  type SessionRecords,
} from './session-records';
import { UTM_COOKIE, utmParams } from './utm';
import { customerKey, sameCustomer } from '../rules/customer-identity';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

/** The customers' session index could not be reached: the session is kept (a renewal retries the next day). */
function logLinkFailure(error: unknown): true {
  console.error('customer sessions index unreachable, session kept', error);
  return true;
}

/** The cookie is `__Host-session`: Secure, Path=/ and no Domain, so no sibling host can plant or read it. */
export const SESSION_COOKIE = 'session';

export interface SessionOptions {
  records?: (env: Env) => SessionRecords;
  now?: () => number;
  newId?: () => string;
}

/**
 * Reads the session named by the `__Host-session` cookie (one KV read, only when the
 * cookie is there) and puts a handle on `c.var.session`. Sessions are created lazily, so an
 * anonymous page view neither writes KV nor sets a cookie and stays cacheable. A session
 * in use has its 30-day TTL renewed, at most once a day.
 */
export function session(options: SessionOptions = {}) {
  const makeRecords = options.records ?? ((env: Env) => createKvSessionRecords(env.SESSIONS, customerSessions(env)));
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomToken;

  return createMiddleware<AppEnv>(async function sessionMiddleware(c, next) {
    const startedAt = now();
    const records = makeRecords(c.env);
    const books = c.var.commerce.accountBooks;
    /** Notes a signed-in session in its customer's index; false when the customer's sessions ended after it signed in. */
    const link = (session: Session) => {
      const customer = session.data.customer;
      return customer ? records.link(customerKey(customer, books), session.id, customer.since) : Promise.resolve(true);
    };
    /**
     * Writes the record; a signed-in one must then be noted in its customer's index (`linked`),
     * and one the index refuses (the customer's sessions were ended after it signed in) is
     * written again signed out. Writing first leaves no gap: an end after the note finds it.
     */
    const save = async (session: Session, linked: (session: Session) => Promise<boolean>): Promise<Session> => {
      await records.write(session.id, session.data);
      if (await linked(session)) return session;
      const signedOut = { id: session.id, data: { ...session.data, customer: null } };
      await records.write(signedOut.id, signedOut.data);
      return signedOut;
    };
    const cookieId = getCookie(c, SESSION_COOKIE, 'host') ?? null;
    let current: Session | null = null;
    const already = c.get('sessionRead');
    if (cookieId && already?.id === cookieId) current = already;
    else if (cookieId) {
      const data = await records.read(cookieId);
      if (data) current = { id: cookieId, data };
    }
    let sendCookie = false;

    if (current && now() - current.data.renewedAt > SESSION_RENEW_AFTER_MS) {
      const renewed: Session = { id: current.id, data: { ...current.data, renewedAt: now() } };
      await records.write(renewed.id, renewed.data);
      // A signed-in session outliving its sign-in by renewal stays in the customer's index,
      // unless the customer's sessions were ended while this request read it: then it goes.
      if (await link(renewed).catch(logLinkFailure)) {
        current = renewed;
        sendCookie = true;
      } else {
        await records.delete(renewed.id);
        current = null;
      }
    }

    let creating: Promise<Session> | null = null;
    const ensure = (): Promise<Session> => {
      if (current) return Promise.resolve(current);
      creating ??= (async () => {
        const fromCookie = utmParams(new URLSearchParams(getCookie(c, UTM_COOKIE) ?? ''));
        const fromQuery = utmParams(new URL(c.req.url).searchParams);
        const data: SessionData = {
          cartIds: {},
          cartSerial: 0,
          customer: null,
          csrfSecret: randomToken(),
          utm: { ...fromCookie, ...fromQuery },
          createdAt: now(),
          renewedAt: now(),
        };
        // A cookie naming no record is replaced by a new id, never adopted.
        const created = { id: newId(), data };
        await records.write(created.id, data);
        current = created;
        sendCookie = true;
        return created;
      })();
      return creating;
    };

    c.set('session', {
      startedAt,
      current: () => current,
      ensure,
      async update(change) {
        const base = await ensure();
        // A write-back after a password change elsewhere must not bring the session back; an
        // unreachable index keeps it (the write is the shopper's, e.g. their cart).
        current = await save({ id: base.id, data: change(base.data) }, (session) => link(session).catch(logLinkFailure));
        return current;
      },
      async rotate(change) {
        const previous = current;
        const base = previous?.data ?? (await ensure()).data;
        // A sign-in that raced a password change (it checked the old password) stays signed out;
        // an unreachable index fails the sign-in rather than leave a session no change could end.
        const rotated = await save({ id: newId(), data: { ...change(base), csrfSecret: randomToken(), renewedAt: now() } }, link);
        if (previous) await records.delete(previous.id);
        else if (current && current.id !== rotated.id) await records.delete(current.id);
        current = rotated;
        sendCookie = true;
        return rotated;
      },
      async endCustomerSessions(customer, { keepCurrent }) {
        await records.endCustomerSessions(customerKey(customer, books), keepCurrent && current ? current.id : null);
        if (!keepCurrent && sameCustomer(current?.data.customer ?? null, customer, books)) current = null;
      },
    });

    await next();

    if (sendCookie && current) {
      setCookie(c, SESSION_COOKIE, current.id, {
        prefix: 'host',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: SESSION_TTL_SECONDS,
      });
      // A response that hands out a session is personal: no shared cache may keep it.
      c.header('cache-control', PRIVATE_NO_STORE);
    }
  });
}
