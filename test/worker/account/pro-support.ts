/** What the pro page tests share: a plain form post, the page's text, a filled-in application, the sale ski and its pro price. */
import { env } from 'cloudflare:test';
import type { Client } from '../cart/cart-support';
import { PASSWORD, solvedBotcheck, uniqueEmail } from './account-support';
import { commerceProducts } from '../../../worker/data/catalog/index';

export const html = { accept: 'text/html' };

/** A plain form post as a browser without JavaScript sends it. */
export function post(client: Client, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...html },
    body: new URLSearchParams(form).toString(),
  });
}
export const tokenIn = (page: string) => /name="csrf_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
export const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

export async function application(client: Client, over: Record<string, string> = {}) {
  return {
    firstName: 'Pia',
    lastName: 'Pro',
    email: uniqueEmail('propage'),
    password: PASSWORD,
    organisation: 'Bend Nordic Club',
    role: 'coach',
    proRegion: 'pro',
    proCode: 'LOIPE-PRO-US-DEMO',
    altcha: await solvedBotcheck(client),
    ...over,
  };
}

export const countCustomers = async (email: string) =>
  (await env.COMMERCE_DB.prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ?').bind(email).first<{ n: number }>())?.n ?? 0;

// A ski on sale for guests: the pro group takes 40 % off its retail price instead.
export const skis = commerceProducts('us').filter((p) => p.categories.some((c) => c.id === 20) && p.is_visible);
export const onSale = skis.find((p) => p.calculatedPrice.value < p.retailPrice.value)!;
export const proPrice = (retail: number, calculated: number) => Math.min(calculated, Math.round((retail * 60) / 100));
export const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
