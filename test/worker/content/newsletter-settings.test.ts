import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode, islandProps } from '../support/shop-html';
import { Client } from '../cart/cart-support';
import { solvedBotcheck } from '../account/account-support';

type SignupProps = { widget: { kind: string; challengeUrl?: string }; labels: { submit: string; sending: string } };

/** A JSON signup with a solved bot check. */
const json = async (data: Record<string, unknown>) =>
  SELF.fetch('https://loipe.test/api/newsletter', {
    method: 'POST',
    body: JSON.stringify({ ...data, altcha: await solvedBotcheck(new Client()) }),
    headers: { 'content-type': 'application/json' },
  });

beforeEach(async () => {
  const list = await env.SESSIONS.list({ prefix: 'newsletter:' });
  await Promise.all(list.keys.map((k) => env.SESSIONS.delete(k.name)));
});

describe("the footer signup follows the content's email signup settings (spec §3)", () => {
  it.each([
    ['/en-us/stores', 'Fresh tracks in your inbox', 'Sign up', ['newsletter', 'test-events']],
    ['/de-de/stores', 'Frische Spuren im Postfach', 'Anmelden', ['newsletter', 'test-events']],
    ['/en-global/stores', 'Fresh tracks in your inbox', 'Sign up', ['newsletter']],
  ])("%s: copy in the locale, the region's lists", async (path, heading, submit, lists) => {
    const html = await (await get(path)).text();
    const [signup] = islandProps<SignupProps>(html, 'newsletter-form');
    // The section and its form are the page's own markup; the island is the submit button,
    // its props only the button's two labels (not the form's copy a second time).
    expect(decode(html)).toContain(`<h2 id="newsletter-heading" class="newsletter__heading">${heading}</h2>`);
    expect(Object.keys(signup!).sort()).toEqual(['labels', 'widget']);
    // The configured bot check's widget (ALTCHA by default), from the one helper every form uses.
    expect(signup!.widget).toEqual({ kind: 'altcha', challengeUrl: '/api/botcheck/challenge' });
    expect(signup!.labels.submit).toBe(submit);
    const form = /<form class="newsletter__form" action="\/api\/newsletter" method="post">([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toMatch(
      new RegExp(
        `<div class="island" data-island="newsletter-form"[^>]*><button type="submit" class="button button--light">${submit}</button></div>`,
      ),
    );
    const offered = [...form.matchAll(/<input type="(?:checkbox|hidden)" name="lists"(?: checked="")? value="([^"]+)"/g)].map((m) => m[1]);
    expect(offered).toEqual(lists);
    expect(/<p class="newsletter__privacy">([^<]{20,})<\/p>/.test(html)).toBe(true);
    if (lists.length > 1) expect(form).toMatch(/<input type="checkbox" name="lists" value="test-events"/);
    else expect(form).toContain('<input type="hidden" name="lists" value="newsletter"/>');
  });

  it('joins a list offered in the region', async () => {
    const res = await json({ email: 'a@example.com', consent: true, lists: ['test-events'], locale: 'de-de' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ data: { lists: ['test-events'] } });
  });

  it.each([
    [['pro-news'], 'en-us'],
    [['test-events'], 'en-global'],
    [['no-such-list'], 'no-no'],
  ])('refuses lists %j not offered in %s with 400 and stores nothing', async (lists, locale) => {
    const res = await json({ email: 'b@example.com', consent: true, lists, locale });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'unknown_list', issues: [{ path: 'lists' }] } });
    expect((await env.SESSIONS.list({ prefix: 'newsletter:' })).keys).toEqual([]);
  });
});
