/**
 * What a shopper keeps when the network lets the page down (spec §8; the failed CI run of
 * notify.test.ts): an island's chunk that fails to load reloads the page once without losing
 * what they typed, and a bot-check challenge that fails is tried again, then offered again
 * with a button, so a filled form can still be sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request, Page } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser } from './support/browser';
import { journal } from './support/journal';

const MESSAGE = 'My pole snapped on the first tour. Can it be repaired under warranty?';

async function fill(page: Page, email: string) {
  await page.locator('#contact-name').fill('Kari Nordmann');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-topic').selectOption('warranty');
  await page.locator('#contact-message').fill(MESSAGE);
}

const answered = (page: Page, timeout: number) =>
  page.waitForFunction(
    () => (document.querySelector('form.contact-form input[name="altcha"]') as HTMLInputElement | null)?.value !== '',
    null,
    { timeout },
  );

describe.skipIf(noBrowser)('a contact form survives a failed chunk and a failed bot-check challenge', () => {
  let browser: Browser;
  let base = '';
  beforeAll(async () => {
    base = baseURL();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the bot check chunk fails to load after the shopper typed: the page reloads once, the typing is still there, the form is sent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const steps = journal(page);
    let failing = true;
    let chunkRequests = 0;
    let typed!: () => void;
    const filled = new Promise<void>((resolve) => (typed = resolve));
    // The chunk's request waits until the shopper has typed, then fails, as a deploy's vanished file would.
    await page.route('**/assets/Botcheck-*.js', async (route) => {
      chunkRequests += 1;
      if (!failing) return route.continue();
      await filled;
      return route.abort('failed');
    });
    const email = `e2e-chunk.${Date.now().toString(36)}@example.test`;
    await steps.step('open the contact page', 25_000, () => page.goto(`${base}/en-us/support/contact`, { timeout: 25_000 }));
    await steps.step('type before the island runs', 10_000, () => fill(page, email));
    const reloaded = page.waitForEvent('framenavigated', { timeout: 20_000 });
    // The reload's own request ends the outage (a chunk retried before it still fails). `once` would
    // be spent on whichever request came first, often that retry, and the chunk would fail for good.
    const onRequest = (request: Request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      failing = false;
      page.off('request', onRequest);
    };
    page.on('request', onRequest);
    typed();
    await steps.step('the chunk fails and the page reloads', 20_000, () => reloaded);
    await steps.step('the bot check hydrates after the reload', 20_000, () => hydrated(page, 'botcheck', 19_000));
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('Kari Nordmann');
    await expect(page.locator('#contact-email').inputValue()).resolves.toBe(email);
    await expect(page.locator('#contact-topic').inputValue()).resolves.toBe('warranty');
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe(MESSAGE);
    // Kept for the reload only: nothing the shopper typed stays in the tab's storage.
    await expect(page.evaluate(() => sessionStorage.getItem('loipe:reload-fields'))).resolves.toBeNull();
    await steps.step('the bot check is solved', 20_000, () => answered(page, 20_000));
    await steps.step('send', 15_000, () =>
      Promise.all([
        page.waitForURL(`${base}/en-us/support/contact?status=sent`, { timeout: 15_000 }),
        page.getByRole('button', { name: 'Send message' }).click({ timeout: 15_000 }),
      ]),
    );
    await context.close();
  });

  it('the first challenge request fails: the bot check tries again by itself and the form gets its answer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const steps = journal(page);
    let challenges = 0;
    await page.route('**/api/botcheck/challenge', (route) =>
      ++challenges === 1 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
    );
    await steps.step('open the contact page', 25_000, () => page.goto(`${base}/en-us/support/contact`, { timeout: 25_000 }));
    await steps.step('the bot check hydrates', 20_000, () => hydrated(page, 'botcheck', 19_000));
    await steps.step('the bot check is solved on its second try', 20_000, () => answered(page, 20_000));
    expect(challenges).toBe(2);
    await expect(page.locator('.botcheck [role="alert"]').count()).resolves.toBe(0);
    await context.close();
  });

  it('every try fails: the shopper sees why and a button; once the server answers again the button solves the check and the form is sent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const steps = journal(page);
    let down = true;
    let challenges = 0;
    await page.route('**/api/botcheck/challenge', (route) => {
      challenges += 1;
      return down ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
    });
    const email = `e2e-retry.${Date.now().toString(36)}@example.test`;
    await steps.step('open the contact page', 25_000, () => page.goto(`${base}/en-us/support/contact`, { timeout: 25_000 }));
    await steps.step('fill the fields', 10_000, () => fill(page, email));
    await steps.step('the bot check hydrates', 20_000, () => hydrated(page, 'botcheck', 19_000));
    const retry = page.getByRole('button', { name: 'Run the check again' });
    await steps.step('three tries fail and the retry button shows', 20_000, () => retry.waitFor({ timeout: 20_000 }));
    expect(challenges).toBe(3);
    await expect(page.locator('.botcheck [role="alert"]').textContent()).resolves.toContain('The check could not run.');
    await expect(page.locator('form.contact-form input[name="altcha"]').inputValue()).resolves.toBe('');
    down = false;
    await retry.click();
    await steps.step('the check runs again and is solved', 20_000, () => answered(page, 20_000));
    await expect(page.locator('.botcheck [role="alert"]').count()).resolves.toBe(0);
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe(MESSAGE);
    await steps.step('send', 15_000, () =>
      Promise.all([
        page.waitForURL(`${base}/en-us/support/contact?status=sent`, { timeout: 15_000 }),
        page.getByRole('button', { name: 'Send message' }).click({ timeout: 15_000 }),
      ]),
    );
    await context.close();
  });
});
