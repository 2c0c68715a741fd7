import type { Page, Request } from 'playwright-core';

/**
 * A flight recorder for one page of an e2e test: each step runs with its own timeout (well
 * under the test's), and a step that fails or times out throws an error that says which step,
 * what the page looked like then (islands, the bot check's status and answer, requests still
 * open) and what happened before (navigations, failed requests, 4xx/5xx answers, console
 * messages, page errors). A failure on a busy CI host then names its cause instead of
 * "Test timed out in 60000ms".
 */
export interface Journal {
  /** Runs `action` as step `name`; it must finish within `timeoutMs`. */
  step<T>(name: string, timeoutMs: number, action: () => Promise<T>): Promise<T>;
  /** Notes a step timed elsewhere (before the page existed). */
  record(name: string, ms: number): void;
  /** The steps' durations so far, e.g. `goto 1.2 s, fill 0.3 s`. */
  timings(): string;
  /** The page's state and the log, for an error message. */
  report(): Promise<string>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const short = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url.slice(0, 120);
  }
};

/** What the page shows now; bounded, since a page that hung may not answer at all. */
async function pageState(page: Page): Promise<string> {
  const read = page.evaluate(() => {
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
      (marker) =>
        `${marker.dataset.island}${marker.dataset.hydrate ? `(${marker.dataset.hydrate})` : ''}:${marker.dataset.hydrated === 'true' ? 'hydrated' : 'not hydrated'}${marker.closest('[hidden]') ? ' [in hidden part]' : ''}`,
    );
    const altcha = document.querySelector<HTMLInputElement>('.botcheck input[name="altcha"]');
    const status = document.querySelector('.botcheck__status')?.textContent ?? '(no status line)';
    const alert = document.querySelector('.botcheck [role="alert"]')?.textContent;
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/entry-"]');
    return [
      `url ${location.pathname}${location.search}, readyState ${document.readyState}, visibility ${document.visibilityState}`,
      `entry script ${entry ? 'added' : 'not added yet'}`,
      `islands ${islands.join(', ') || '(none)'}`,
      `bot check: status "${status}"${alert ? `, alert "${alert}"` : ''}, answer ${altcha ? `${altcha.value.length} chars` : '(no field)'}`,
    ].join('\n');
  });
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer within 5 s)'), 5000));
  return Promise.race([read.catch((error: unknown) => `(could not read the page: ${String(error).split('\n')[0]})`), timeout]);
}

/** `server`: what the server side said (e.g. wrangler's output), added to a failing step's message. */
export function journal(page: Page, server?: () => string): Journal {
  const started = Date.now();
  const lines: string[] = [];
  const steps: string[] = [];
  const open = new Map<Request, number>();
  const log = (line: string) => lines.push(`${seconds(Date.now() - started).padStart(7)} ${line}`);
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    log(`request failed: ${request.method()} ${short(request.url())} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) log(`answer ${response.status()}: ${response.request().method()} ${short(response.url())}`);
  });
  page.on('framenavigated', (frame) => frame === page.mainFrame() && log(`navigated to ${short(frame.url())}`));
  page.on('console', (message) => log(`console.${message.type()}: ${message.text().slice(0, 300)}`));
  page.on('pageerror', (error) => log(`page error: ${error.message.slice(0, 300)}`));

  const report = async () => {
    const now = Date.now();
    const pending = [...open].map(([request, since]) => `${request.method()} ${short(request.url())} open for ${seconds(now - since)}`);
    return [
      `steps: ${steps.join(', ') || '(none finished)'}`,
      await pageState(page),
      `requests still open: ${pending.join('; ') || 'none'}`,
      'log:',
      ...(lines.length ? lines : ['(nothing logged)']),
      ...(server ? ['server output:', server()] : []),
    ].join('\n');
  };

  return {
    async step(name, timeoutMs, action) {
      const stepStart = Date.now();
      log(`step ${name}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish within ${seconds(timeoutMs)}`)), timeoutMs);
      });
      try {
        const result = await Promise.race([action(), deadline]);
        steps.push(`${name} ${seconds(Date.now() - stepStart)}`);
        return result;
      } catch (error) {
        const first = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new Error(`step "${name}" failed after ${seconds(Date.now() - stepStart)}: ${first}\n${await report()}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    record: (name, ms) => void steps.push(`${name} ${seconds(ms)}`),
    timings: () => steps.join(', '),
    report,
  };
}
