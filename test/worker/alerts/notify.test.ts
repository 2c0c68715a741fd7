/**
 * The support contact form (page and API). Back-in-stock alerts are in
 * back-in-stock.test.ts; their shared setup in notify-support.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../../worker/ports/email/outbox';
import { Client } from '../cart/cart-support';
import { solvedBotcheck, uniqueEmail } from '../account/account-support';
import { decode, h1 } from '../support/shop-html';
import { db, postForm } from './notify-support';

// Each test solves one or more proofs of work (ALTCHA), slow on a loaded machine, as in the account tests.
vi.setConfig({ testTimeout: 60_000 });

describe('support contact form', () => {
  it('/de-de/support/contact shows the form in German with the offices, phone and opening hours beside it', async () => {
    const res = await new Client().fetch('/de-de/support/contact', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(h1(html)).toBe('Schreib unserem Kundenservice');
    for (const label of ['Name', 'E-Mail-Adresse', 'Thema', 'Bestellnummer (optional)', 'Nachricht', 'Nachricht senden'])
      expect(html).toContain(label);
    expect(html).toContain('Rücksendung und Erstattung');
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toContain('contact__hours');
    expect(html).toContain('data-island="botcheck"');
  });

  it('is linked from the support page', async () => {
    const html = await (await new Client().fetch('/fr-fr/support', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('href="/fr-fr/support/contact"');
  });

  it('bad input re-renders the form (400) with the errors next to their fields in the page language; nothing is sent', async () => {
    const client = new Client();
    const before = (await readOutbox(db())).length;
    const res = await postForm(client, '/de-de/support/contact', {
      name: '',
      email: 'nope',
      topic: 'weather',
      order: 'abc',
      message: 'short',
    });
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toContain('id="contact-name-error"');
    expect(html).toContain('Gib deinen Namen ein.');
    expect(html).toContain('Gib eine gültige E-Mail-Adresse ein.');
    expect(html).toContain('Wähle ein Thema.');
    expect(html).toContain('Gib nur die Ziffern deiner Bestellnummer ein.');
    expect(html).toContain('Schreib eine Nachricht mit 10 bis 5000 Zeichen.');
    expect(html).toContain('value="nope"');
    expect((await readOutbox(db())).length).toBe(before);
  });

  it('a valid message without the bot check is refused (400) and not sent', async () => {
    const client = new Client();
    const email = uniqueEmail('contact-nobot');
    const res = await postForm(client, '/en-us/support/contact', {
      name: 'Kari',
      email,
      topic: 'order',
      message: 'Where is my order, please?',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The bot check did not pass');
    expect((await readOutbox(db())).some((m) => m.text.includes(email))).toBe(false);
  });

  it('a valid message goes to the customer service of the region (outbox) and the shopper sees the confirmation', async () => {
    const client = new Client();
    const email = uniqueEmail('contact');
    const res = await postForm(client, '/de-de/support/contact', {
      name: 'Kari Nordmann',
      email,
      topic: 'returns',
      order: '#1042',
      message: 'Die Bindung passt nicht, ich möchte sie zurückschicken.',
      altcha: await solvedBotcheck(client),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de-de/support/contact?status=sent');
    const mail = (await readOutbox(db())).find((m) => m.text.includes(email))!;
    expect(mail.subject).toBe('Kontaktformular: Rücksendung und Erstattung');
    expect(mail.to).toMatch(/@/);
    expect(mail.to).not.toBe(email);
    expect(mail.text).toContain('Kari Nordmann');
    expect(mail.text).toContain('Bestellung: 1042');
    expect(mail.text).toContain('Die Bindung passt nicht');
    const page = decode(await (await client.fetch(res.headers.get('location')!, { headers: { accept: 'text/html' } })).text());
    expect(page).toContain('Danke, deine Nachricht ist unterwegs.');
  });

  it('POST /api/support/contact: bad input → 400 with issues, missing bot check → 400 botcheck, valid → 202 and the mail', async () => {
    const client = new Client();
    await client.session();
    const email = uniqueEmail('contact-api');
    const bad = await client.api('POST', '/support/contact', { name: '', email: 'x', topic: 'nope', message: 1 });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(badBody.error.code).toBe('invalid_body');
    expect(badBody.error.issues.map((i) => i.path).sort()).toEqual(['email', 'message', 'name', 'topic']);

    const valid = { name: 'Ola', email, topic: 'product', message: 'Which wax for minus ten degrees?' };
    const noBot = await client.api('POST', '/support/contact', valid);
    expect(noBot.status).toBe(400);
    expect(((await noBot.json()) as { error: { code: string } }).error.code).toBe('botcheck');
    expect((await readOutbox(db())).some((m) => m.text.includes(email))).toBe(false);

    const noToken = await client.api('POST', '/support/contact', valid, { token: null });
    expect(noToken.status).toBe(403);

    const sent = await client.api('POST', '/support/contact', { ...valid, altcha: await solvedBotcheck(client) });
    expect(sent.status).toBe(202);
    expect((await readOutbox(db())).filter((m) => m.text.includes(email))).toHaveLength(1);
  });
});
