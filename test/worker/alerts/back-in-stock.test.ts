/**
 * Back-in-stock alerts (product page form, double opt-in, restock through the
 * commerce port, one mail then removed, the sweep). Split from notify.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { Client } from '../cart/cart-support';
import { solvedBotcheck, uniqueEmail } from '../account/account-support';
import { decode } from '../support/shop-html';
import { sweepRestocked } from '../../../worker/alerts/sweep';
import { env } from 'cloudflare:workers';
import { isolateStockMemo } from '../../../worker/ports/commerce/stock-memo';
import { OPS, db, postForm, mailsTo, alertRows, freshSoldOut, inStockVariant } from './notify-support';

// Each test solves one or more proofs of work (ALTCHA), slow on a loaded machine, as in the account tests.
vi.setConfig({ testTimeout: 60_000 });

describe('back-in-stock alerts', () => {
  it('a sold-out variant’s product page offers "Email me when it’s back" as a plain form; an in-stock one hides it', async () => {
    const pick = freshSoldOut();
    const html = decode(
      await (await new Client().fetch(`/en-us/p/${pick.slug}?variant=${pick.variant_id}`, { headers: { accept: 'text/html' } })).text(),
    );
    const island = /<section class="back-in-stock"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(island).not.toBe('');
    expect(island).not.toMatch(/<section[^>]*hidden/);
    expect(island).toContain('action="/en-us/back-in-stock"');
    expect(island).toContain(`name="variant_id" value="${pick.variant_id}"`);
    expect(island).toContain('Email me when it’s back');
  });

  it('POST /api/back-in-stock: bad input → 400 issues, missing bot check → 400 botcheck, an in-stock variant → 409; nothing stored', async () => {
    const client = new Client({ country: 'us' });
    await client.session();
    const email = uniqueEmail('alert-bad');
    const pick = freshSoldOut();
    const bad = await client.api('POST', '/back-in-stock', { email: 'no', product_id: 'x', variant_id: pick.variant_id });
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(['email', 'product_id']));
    const noBot = await client.api('POST', '/back-in-stock', { email, product_id: pick.product_id, variant_id: pick.variant_id });
    expect(noBot.status).toBe(400);
    expect(((await noBot.json()) as { error: { code: string } }).error.code).toBe('botcheck');
    const other = await client.api('POST', '/back-in-stock', { email, product_id: pick.product_id + 1, variant_id: pick.variant_id });
    expect(other.status).toBe(400);
    const inStock = await client.api('POST', '/back-in-stock', { email, ...inStockVariant(), altcha: await solvedBotcheck(client) });
    expect(inStock.status).toBe(409);
    expect(await alertRows(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('only confirmed alerts count: an unconfirmed subscriber gets nothing when stock returns', async () => {
    const client = new Client({ country: 'us' });
    await client.session();
    const email = uniqueEmail('alert-unconfirmed');
    const pick = freshSoldOut();
    const res = await client.api('POST', '/back-in-stock', {
      email,
      product_id: pick.product_id,
      variant_id: pick.variant_id,
      altcha: await solvedBotcheck(client),
    });
    expect(res.status).toBe(201);
    const [confirmMail] = await mailsTo(email);
    expect(confirmMail!.subject).toMatch(/^Confirm your back-in-stock alert for /);
    expect(confirmMail!.text).toMatch(/https:\/\/loipe\.test\/en-us\/back-in-stock\/confirm\?token=[\w-]+/);

    const restock = await client.fetch(`/api/inventory/${pick.variant_id}`, {
      method: 'PUT',
      headers: { ...OPS, region: 'us', 'content-type': 'application/json' },
      body: JSON.stringify({ level: 4 }),
    });
    expect(restock.status).toBe(200);
    expect(((await restock.json()) as { data: { notified: number; previous: number; level: number } }).data).toMatchObject({
      previous: 0,
      level: 4,
      notified: 0,
    });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await alertRows(email)).toHaveLength(1);
  });

  it('plain form → confirm link → restock: one mail per confirmed subscriber, then the alert is gone', async () => {
    const pick = freshSoldOut('no');
    const subscribers = [uniqueEmail('alert-a'), uniqueEmail('alert-b')];
    for (const email of subscribers) {
      const client = new Client();
      const res = await postForm(client, '/no-no/back-in-stock', {
        email,
        product_id: String(pick.product_id),
        variant_id: String(pick.variant_id),
        altcha: await solvedBotcheck(client),
      });
      expect(res.status).toBe(200);
      expect(decode(await res.text())).toContain(`Nesten ferdig: Vi har sendt en e-post til ${email}.`);
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toMatch(/^Bekreft varselet ditt for /);
      const link = /https:\/\/loipe\.test(\/no-no\/back-in-stock\/confirm\?token=[\w-]+)/.exec(mail!.text)![1]!;
      const confirmed = await client.fetch(link, { headers: { accept: 'text/html' } });
      expect(confirmed.status).toBe(200);
      expect(decode(await confirmed.text())).toContain('Bekreftet. Vi sender deg én e-post');
    }
    const bad = await new Client().fetch('/no-no/back-in-stock/confirm?token=not-a-real-token-at-all-xyz', {
      headers: { accept: 'text/html' },
    });
    expect(bad.status).toBe(404);

    const put = (level: number) =>
      new Client().fetch(`/api/inventory/${pick.variant_id}`, {
        method: 'PUT',
        headers: { ...OPS, region: 'no', 'content-type': 'application/json' },
        body: JSON.stringify({ level }),
      });
    expect(((await (await put(3)).json()) as { data: { notified: number } }).data.notified).toBe(2);
    for (const email of subscribers) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.subject).toMatch(/ er på lager igjen$/);
      expect(mails[0]!.text).toContain(`https://loipe.test/no-no/p/${pick.slug}?variant=${pick.variant_id}`);
      expect(await alertRows(email)).toHaveLength(0);
    }
    // A later restock mails nobody again.
    expect(((await (await put(9)).json()) as { data: { notified: number } }).data.notified).toBe(0);
    for (const email of subscribers) expect(await mailsTo(email)).toHaveLength(2);
    // The product page shows the new level: the variant is buyable and the alert form is hidden.
    const html = await (
      await new Client().fetch(`/no-no/p/${pick.slug}?variant=${pick.variant_id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).not.toContain(`"initialVariantId":${pick.variant_id},"challengeUrl"`);
  });

  it('the plain form without the bot check shows the form again with the error (400) and stores nothing', async () => {
    const pick = freshSoldOut('no');
    const email = uniqueEmail('alert-nobot');
    const res = await postForm(new Client(), '/en-us/back-in-stock', {
      email,
      product_id: String(pick.product_id),
      variant_id: String(pick.variant_id),
    });
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toContain('The bot check did not pass. Please try again.');
    expect(html).toContain(`value="${email}"`);
    expect(await alertRows(email)).toHaveLength(0);
  });

  it('the plain form with a bad email is validated before anything else: the form again (400) with the message at the field, the value kept', async () => {
    const pick = freshSoldOut('no');
    const res = await postForm(new Client(), '/en-us/back-in-stock', {
      email: 'not-an-address',
      product_id: String(pick.product_id),
      variant_id: String(pick.variant_id),
    });
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toMatch(/id="notify-email-error"[^>]*>[^<]+</);
    expect(html).toContain('value="not-an-address"');
    expect(html).not.toContain('The bot check did not pass');
    expect(await alertRows('not-an-address')).toHaveLength(0);
  });

  it('PUT /api/inventory/{variantId} needs the operator token and valid input', async () => {
    const pick = freshSoldOut();
    const put = (headers: Record<string, string>, body: unknown, id: number | string = pick.variant_id) =>
      new Client().fetch(`/api/inventory/${id}`, {
        method: 'PUT',
        headers: { region: 'us', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await put({}, { level: 5 })).status).toBe(401);
    expect((await put({ authorization: 'Bearer wrong' }, { level: 5 })).status).toBe(401);
    expect((await put(OPS, { level: -1 })).status).toBe(400);
    expect((await put(OPS, { level: 'many' })).status).toBe(400);
    expect((await put(OPS, { level: 5 }, 999999901)).status).toBe(404);
    const row = await db()
      .prepare('SELECT level FROM inventory WHERE region = ? AND variant_id = ?')
      .bind('us', pick.variant_id)
      .first<{ level: number }>();
    expect(row?.level ?? 0).toBe(0);
  });

  it('the scheduled sweep mails confirmed alerts whose variant has stock again by another way', async () => {
    const pick = freshSoldOut();
    const client = new Client({ country: 'us' });
    await client.session();
    const email = uniqueEmail('alert-sweep');
    await client.api('POST', '/back-in-stock', {
      email,
      product_id: pick.product_id,
      variant_id: pick.variant_id,
      altcha: await solvedBotcheck(client),
    });
    const link = /https:\/\/loipe\.test(\S+)/.exec((await mailsTo(email))[0]!.text)![1]!;
    expect((await client.fetch(link, { headers: { accept: 'text/html' } })).status).toBe(200);
    const waits: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void waits.push(p) };
    expect(await sweepRestocked(env as never, ctx)).toBe(0);
    await db()
      .prepare(
        'INSERT INTO inventory (region, variant_id, product_id, level, seeded) VALUES (?, ?, ?, 2, 0) ON CONFLICT (region, variant_id) DO UPDATE SET level = 2',
      )
      .bind('us', pick.variant_id, pick.product_id)
      .run();
    // Restocked behind the Worker's back, as another isolate would: this one reads it live from here.
    isolateStockMemo.forget();
    expect(await sweepRestocked(env as never, ctx)).toBeGreaterThanOrEqual(1);
    await Promise.allSettled(waits);
    expect((await mailsTo(email)).filter((m) => m.subject.endsWith('is back in stock'))).toHaveLength(1);
    expect(await alertRows(email)).toHaveLength(0);
  });
});
