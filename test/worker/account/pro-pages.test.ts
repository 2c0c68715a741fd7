/**
 * The pro forms as a browser without JavaScript uses them: the application and
 * create forms in every language and each refusal of a code said next to its field. The
 * signed-up pro (tracker, prices, Canada, checkout) is pro-signup.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { Client } from '../cart/cart-support';
import { PASSWORD } from './account-support';
import { application, countCustomers, html, post, text } from './pro-support';

vi.setConfig({ testTimeout: 60_000 });

const LANGUAGES = [
  ['en-us', 'Apply for Loipe Pro', 'Pro code'],
  ['de-de', 'Für Loipe Pro bewerben', 'Pro-Code'],
  ['fr-fr', 'Demander l’accès Loipe Pro', 'Code pro'],
  ['es-es', 'Solicitar Loipe Pro', 'Código pro'],
  ['it-it', 'Candidati a Loipe Pro', 'Codice pro'],
  ['sv-se', 'Ansök om Loipe Pro', 'Prokod'],
  ['no-no', 'Søk om Loipe Pro', 'Prokode'],
  ['ja-jp', 'Loipe Proに申し込む', 'プロコード'],
] as const;

describe('the pro forms in every language', () => {
  it.each(LANGUAGES)(
    '/%s/pro/signup and /pro/create are real forms with their fields, labels and bot check',
    async (prefix, title, codeLabel) => {
      const client = new Client();
      for (const kind of ['signup', 'create'] as const) {
        const res = await client.fetch(`/${prefix}/pro/${kind}`, { headers: html });
        expect(res.status).toBe(200);
        const page = await res.text();
        const form = /<form class="account-form"[^>]*>/.exec(page)?.[0] ?? '';
        expect(form).toContain('method="post"');
        expect(form).toContain(`action="/${prefix}/pro/${kind}"`);
        for (const name of ['firstName', 'lastName', 'email', 'password', 'proCode']) {
          expect(page, `${kind} ${name}`).toMatch(new RegExp(`<input[^>]+name="${name}"`));
          expect(page, `${kind} ${name} label`).toMatch(new RegExp(`<label[^>]+for="pro-${name}"`));
        }
        expect(page).toMatch(/<select[^>]+name="proRegion"/);
        for (const region of ['pro', 'pro_ca', 'pro_eu_region_1', 'no']) expect(page).toContain(`value="${region}"`);
        expect(page).toContain('data-island="botcheck"');
        // Applying asks for the organisation and role; creating with a code held does not.
        expect(/name="organisation"/.test(page)).toBe(kind === 'signup');
        expect(/<select[^>]+name="role"/.test(page)).toBe(kind === 'signup');
        // No display text key left untranslated.
        expect(text(page)).not.toMatch(/\b(pro|account|route)\.[a-z]+\.[a-zA-Z]+/);
        if (kind === 'signup') expect(page).toContain(`<h1>${title}</h1>`);
        expect(page).toContain(`>${codeLabel}</label>`);
        expect(page).toContain(`href="/${prefix}/pro/${kind === 'signup' ? 'create' : 'signup'}"`);
      }
      // Anonymous visits make no session.
      expect(client.cookies.has('__Host-session')).toBe(false);
    },
  );

  it('preselects the code region of the visitor: Canada on /en-ca', async () => {
    const page = await (await new Client({ country: 'CA' }).fetch('/en-ca/pro/create', { headers: html })).text();
    expect(page).toMatch(/<option value="pro_ca" selected/);
  });
});

describe('a refused application says why, next to the field, and stores nothing', () => {
  it.each([
    ['an unknown code', { proCode: 'NO-SUCH-CODE' }, 'We do not know this pro code.'],
    ['an expired code', { proCode: 'LOIPE-PRO-US-2025' }, 'This pro code ran out on Jun 30, 2025.'],
    ['a code of another region', { proCode: 'LOIPE-PRO-CA-DEMO' }, 'This pro code is for another region.'],
  ])('%s', async (_name, over, message) => {
    const client = new Client();
    const form = await application(client, over);
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(/id="pro-proCode"[^>]*aria-invalid="true"[^>]*aria-describedby="pro-proCode-hint pro-proCode-error"/);
    expect(page).toMatch(new RegExp(`id="pro-proCode-error"[^>]*>${message.replace(/[.]/g, '\\.')}`));
    // The alert above the form announces the same reason.
    expect(page).toMatch(new RegExp(`role="alert">${message.replace(/[.]/g, '\\.')}`));
    if (over.proCode === 'LOIPE-PRO-CA-DEMO') expect(page).toContain('ask for a code for United States');
    // What was typed stays (never the password); nothing is stored.
    expect(page).toContain('value="Bend Nordic Club"');
    expect(page).toContain(`value="${over.proCode}"`);
    expect(page).not.toContain(PASSWORD);
    expect(await countCustomers(form.email)).toBe(0);
  });

  it('missing organisation, role and a failed bot check are each named', async () => {
    const client = new Client();
    const form = await application(client, { organisation: '', role: '', altcha: '' });
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('id="pro-organisation-error"');
    expect(page).toContain('Enter your organisation, club or shop.');
    expect(page).toContain('id="pro-role-error"');
    expect(page).toContain('The bot check did not pass');
    expect(await countCustomers(form.email)).toBe(0);
  });

  it('the same refusals in German', async () => {
    const client = new Client();
    const res = await post(client, '/de-de/pro/create', await application(client, { proCode: 'NO-SUCH-CODE' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Diesen Pro-Code kennen wir nicht.');
  });
});
