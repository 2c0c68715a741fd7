/**
 * The personal parts of a shared page: a stored copy is the same bytes for everyone
 * of its price group, and what belongs to one shopper is filled into each answer here, from
 * what the request carries. No render and no Durable Object call: the session record (one KV
 * read, done by the page cache for a session cookie) and the cart's `cart_count` cookie.
 *
 * The render marks the parts (worker/render, client/islands): every no-JS form carries an
 * empty `csrf_token` input and its island's props an empty `csrfToken`; the header's no-JS
 * cart link carries its count's words (`data-count`: one and other, `|` between); the account
 * link carries the greeting (`data-hello`), or, where the secondary navigation links the
 * account already, an empty `<template data-hello>` stands where a signed-in customer's
 * greeting goes. HTMLRewriter writes this shopper's values there.
 */
import * as v from 'valibot';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { COUNT_COOKIE, countsFromCookie, ITEMS_COOKIE, itemsFromCookie } from '../rules/cart-count';
import { countText } from '../../shared/count-text';
import { createKvSessionRecords, customerSessions, SESSION_RENEW_AFTER_MS, type Session } from '../edge/session-records';
import { csrfTokenFor } from '../edge/csrf';
import { classifyPath, RETAIL_GROUP } from './rules';
import { parseLocalePrefix } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { ACCOUNT_EVENT_COOKIE } from '../../shared/analytics';

/** What one answer fills in: this shopper's csrf token, cart units per commerce region, signed-in first name. */
export interface PersonalParts {
  csrfToken: string | null;
  counts: Readonly<Record<string, number>>;
  /** The cart's products per commerce region (`cart_items`): the add-ons already in the cart. */
  items?: Readonly<Record<string, readonly number[]>>;
  name: string | null;
  /** The account page of the page's locale: the greeting's link where the page has only its place (`template[data-hello]`). */
  accountHref?: string;
}

const tokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));
const nameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** The parts a request without a session carries: its cart count cookie only (a session expired, a cart left). */
export function cookieParts(c: Context<AppEnv>): PersonalParts | null {
  if (c.req.header('cookie') === undefined) return null;
  const counts = countsFromCookie(getCookie(c, COUNT_COOKIE));
  return Object.keys(counts).length ? { csrfToken: null, counts, items: itemsFromCookie(getCookie(c, ITEMS_COOKIE)), name: null } : null;
}

/** Validated parts: a token or name of the wrong shape is left out, never written into a page. */
export function personalParts(
  counts: Record<string, number>,
  csrfToken: string | null,
  name: string | null,
  items: Record<string, number[]> = {},
  accountHref?: string,
): PersonalParts {
  return {
    counts,
    items,
    ...(accountHref ? { accountHref } : {}),
    csrfToken: csrfToken !== null && v.is(tokenSchema, csrfToken) ? csrfToken : null,
    name: name !== null && v.is(nameSchema, name) ? name : null,
  };
}

/** Whether an answer needs the fill at all: a shared page for a visitor with nothing of their own goes out as stored. */
export function hasPersonalParts(parts: PersonalParts | null): parts is PersonalParts {
  return parts !== null && (parts.csrfToken !== null || parts.name !== null || Object.keys(parts.counts).length > 0);
}

/** The island props' empty token, as the render writes it (JSON of `csrfToken: ''`). */
const EMPTY_TOKEN_JSON = '"csrfToken":""';
/** The mini-cart's props on a shared page: no count of its own (client/islands/mini-cart-props.ts). */
const NO_COUNT_JSON = '"count":null';
/** The add-ons' props on a shared page: nothing in the cart (worker/cart/pages.tsx cartFormOf). */
const NOTHING_IN_CART_JSON = '"inCart":[]';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch]!);

/**
 * The page with this shopper's parts written in. Only marked places change: the empty
 * `csrf_token` inputs and the island props' empty `csrfToken`, the header's cart link (its
 * label and badge, for the region its island names) and the mini-cart's props `count`, the
 * account link's greeting.
 */
export function fillPersonal(response: Response, parts: PersonalParts): Response {
  if (!response.body) return response;
  const token = parts.csrfToken;
  const counting = Object.keys(parts.counts).length > 0;
  let lang = 'en';
  let cartRegion: string | null = null;
  let cartIsland: string | null = null;
  let propsOf: string | null = null;
  let props = '';
  const rewriter = new HTMLRewriter().on('html', {
    element(element) {
      lang = element.getAttribute('lang') ?? lang;
    },
  });
  if (token !== null) {
    rewriter.on('input[name="csrf_token"][value=""]', {
      element(element) {
        element.setAttribute('value', token);
      },
    });
  }
  const cartCount = () => (cartRegion === null ? undefined : parts.counts[cartRegion]);
  // Only with a count for the region: the products of a cart the count says is empty are not shown.
  const cartItems = () => (cartCount() && cartRegion !== null ? (parts.items?.[cartRegion] ?? []) : []);
  let addedLabel: string | null = null;
  if (counting) {
    rewriter
      .on('div[data-island="mini-cart"]', {
        element(element) {
          const wake = element.getAttribute('data-hydrate-cookie') ?? '';
          cartRegion = wake.startsWith(`${COUNT_COOKIE}:`) ? wake.slice(COUNT_COOKIE.length + 1) : null;
          cartIsland = element.getAttribute('data-island-id');
        },
      })
      .on('a.site-header__cart[data-count]', {
        element(element) {
          const count = cartCount();
          if (!count) return;
          const words = element.getAttribute('data-count') ?? '';
          const cut = words.indexOf('|');
          const forms = { one: words.slice(0, cut), other: words.slice(cut + 1) };
          // The link as the island draws it with a count (client/islands/MiniCart.tsx): no words left to fill.
          element.removeAttribute('data-count');
          element.setAttribute('aria-label', countText(forms, count, lang));
          element.append(`<span class="mini-cart__count" aria-hidden="true">${count}</span>`, { html: true });
        },
      })
      .on('ul.addons__list[data-added]', {
        element(element) {
          addedLabel = element.getAttribute('data-added');
        },
      })
      .on('div.addon__text[data-id]', {
        element(element) {
          const id = Number(element.getAttribute('data-id'));
          if (addedLabel === null || !cartItems().includes(id)) return;
          // The mark the add-ons draw for a product in the cart (client/components/AddOns.tsx).
          element.append(`<span class="addon__added" role="status">${escapeHtml(addedLabel)}</span>`, { html: true });
        },
      });
  }
  if (token !== null || counting) {
    // The islands' props say what their HTML now shows, so hydration draws what it finds: the
    // token in every form's props, the count in the mini-cart's. One text node per script, joined
    // first (a chunk boundary may cut a marker).
    rewriter.on('script[data-island-props]', {
      element(element) {
        propsOf = element.getAttribute('data-island-props');
      },
      text(chunk) {
        props += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        let filled = props;
        props = '';
        if (token !== null && filled.includes(EMPTY_TOKEN_JSON)) filled = filled.replaceAll(EMPTY_TOKEN_JSON, `"csrfToken":"${token}"`);
        const count = cartCount();
        if (count && propsOf !== null && propsOf === cartIsland) filled = filled.replace(NO_COUNT_JSON, `"count":${count}`);
        const items = cartItems();
        if (items.length && filled.includes(NOTHING_IN_CART_JSON))
          filled = filled.replace(NOTHING_IN_CART_JSON, `"inCart":[${items.join(',')}]`);
        chunk.replace(filled, { html: true });
      },
    });
  }
  if (parts.name !== null) {
    const name = parts.name;
    rewriter.on('a[data-hello]', {
      element(element) {
        const hello = element.getAttribute('data-hello') ?? '';
        element.removeAttribute('hidden');
        element.removeAttribute('data-hello');
        element.setAttribute('class', 'site-header__tool site-header__account');
        // Text, not HTML: the name is escaped by HTMLRewriter.
        element.setInnerContent(hello.replace('{name}', name));
      },
    });
    const href = parts.accountHref;
    if (href)
      rewriter.on('template[data-hello]', {
        element(element) {
          // The link a render draws for a signed-in customer (client/components/Header.tsx), in the template's place.
          const hello = escapeHtml((element.getAttribute('data-hello') ?? '').replace('{name}', name));
          element.replace(`<a class="site-header__tool site-header__account" href="${escapeHtml(href)}">${hello}</a>`, { html: true });
        },
      });
  }
  return rewriter.transform(response);
}

/** A session the page cache can answer from a shared copy: its parts to fill and the price group its copy is keyed by. */
export interface ServedSession {
  parts: PersonalParts;
  priceGroup: string;
}

/**
 * Reads the session the `__Host-session` cookie names (one KV read; the session middleware
 * reuses the record) and says whether its pages can come from a shared copy, and whose: a
 * shopper not signed in gets the retail copy; a signed-in customer the copy of the price
 * group a render of this country noted for this sign-in (shopper.ts noteShown), with their
 * first name, until the note runs out. Null sends the request past the cache
 * (`detail=session`), as before: a cookie naming no record, a garbled cookie, a renewal due,
 * a signed-in customer without a note that holds (that render notes it).
 */
export async function servedSession(c: Context<AppEnv>, id: string, url: URL, now: number): Promise<ServedSession | null> {
  // A sign-in's analytics event waits in its cookie for the next page, which pushes it and clears
  // the cookie (worker/render/render-page.tsx): that page is rendered for the shopper.
  if (getCookie(c, ACCOUNT_EVENT_COOKIE) !== undefined) return null;
  const page = classifyPath(url.pathname);
  const locale = typeof page === 'string' ? null : parseLocalePrefix(page.locale);
  if (!locale) return null;
  const records = createKvSessionRecords(c.env.SESSIONS, customerSessions(c.env));
  const data = await records.read(id).catch(() => null);
  if (!data) return null;
  const session: Session = { id, data };
  // Read once: a render of this request (a renewal due, a customer without a note) takes this record.
  c.set('sessionRead', session);
  if (now - data.renewedAt > SESSION_RENEW_AFTER_MS) return null;
  let priceGroup = RETAIL_GROUP;
  let name: string | null = null;
  if (data.customer) {
    // A signed-in customer: what a render of this country noted for this sign-in, while it holds.
    const note = data.shown?.[locale.country];
    if (!note || note.since !== data.customer.since || note.until <= now) return null;
    priceGroup = note.group;
    name = note.name;
  }
  return {
    parts: personalParts(
      countsFromCookie(getCookie(c, COUNT_COOKIE)),
      await csrfTokenFor(session),
      name,
      itemsFromCookie(getCookie(c, ITEMS_COOKIE)),
      localePath(locale, '/account'),
    ),
    priceGroup,
  };
}
