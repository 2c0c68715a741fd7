// Lighthouse 12, default (mobile) preset, in Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { freePort } from './server.mjs';
import { chromePath } from './chrome.mjs';

/** The flags the e2e tests use, headless: no sandbox (root in a container), no GPU, nothing phoning home. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export { chromePath } from './chrome.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Audits of a category that did not score full marks: what to fix. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? '' }));
}

/** A category's score without some audits, weighted as Lighthouse weighs them. */
function scoreWithout(lhr, categoryId, excluded) {
  const refs = lhr.categories[categoryId].auditRefs.filter(
    (ref) => ref.weight > 0 && !excluded.includes(ref.id) && lhr.audits[ref.id].score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100) : null;
}

/** What the failing audits point at (elements, console lines, URLs), so a FAIL line says where to look. */
function auditItems(audit) {
  return (audit.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? item.source?.snippet ?? item.description ?? item.url ?? JSON.stringify(item).slice(0, 160));
}

/**
 * A correct 404 page fails two audits by definition: `http-status-code` (it answers 404) and
 * `errors-in-console`, where Chromium logs the document's own 404 as "Failed to load
 * resource". These scores leave out exactly that: the status audit, and the console audit
 * only when the document's 404 is the one line it found. Anything else still counts.
 */
function scoresFor404(lhr) {
  const consoleItems = lhr.audits['errors-in-console']?.details?.items ?? [];
  const onlyOwn404 =
    consoleItems.length > 0 &&
    consoleItems.every(
      (item) =>
        item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(item.description ?? ''),
    );
  return {
    seo: scoreWithout(lhr, 'seo', ['http-status-code']),
    bestPractices: onlyOwn404 ? scoreWithout(lhr, 'best-practices', ['errors-in-console']) : score(lhr.categories['best-practices']),
  };
}

/**
 * The cart is personal: the site's robots.txt keeps it out of search engines (its `Disallow`
 * line for the cart, worker/content/sitemap.tsx), which Lighthouse's `is-crawlable` reports.
 * Its SEO leaves that audit out only when every blocking directive the audit found is a line
 * of that robots.txt (not a `noindex` meta or header, nor another site's file); otherwise,
 * and when it passes, it counts.
 */
function scoresForPrivate(lhr) {
  const robotsTxt = new URL('/robots.txt', lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl).href;
  const items = lhr.audits['is-crawlable']?.details?.items ?? [];
  const onlyRobotsTxt =
    lhr.audits['is-crawlable']?.score === 0 &&
    items.length > 0 &&
    items.every((item) => item.source?.type === 'source-location' && item.source.url === robotsTxt);
  return onlyRobotsTxt
    ? { seo: scoreWithout(lhr, 'seo', ['is-crawlable']), crawlableLeftOut: true }
    : { seo: score(lhr.categories.seo), crawlableLeftOut: false };
}

function summarise(lhr) {
  const audits = lhr.audits;
  const failing = Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length));
  for (const list of Object.values(failing)) for (const audit of list) audit.items = auditItems(audits[audit.id]);
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    as404: scoresFor404(lhr),
    // The cart's SEO without `is-crawlable` when robots.txt alone blocks it (budgets.mjs).
    asPrivate: scoresForPrivate(lhr),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    // Lighthouse's CPU benchmark of this machine at the time: low means a busy or slow CPU.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    runtimeError: lhr.runtimeError?.message ?? null,
    failing,
  };
}

/**
 * Runs Lighthouse `runs` times per page and keeps the run with the median performance
 * score (Lighthouse's own advice against run-to-run noise); every category and metric is
 * reported from that one run, so figures never mix runs.
 */
export async function measureLighthouse(base, pages, { runs = 1 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    port: await freePort(),
  });
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        // A 404 page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ignoreStatusCode: name === 'notFound',
        };
        // NO_NAVSTART: Chromium's trace of the load came back without its navigation (a
        // recording fault, "Please run Lighthouse again"); the run is repeated, at most twice.
        let result = await lighthouse(`${base}${path}`, flags);
        for (let retry = 0; retry < 2 && result.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++)
          result = await lighthouse(`${base}${path}`, flags);
        reports.push(summarise(result.lhr));
      }
      const perf = median(reports.map((r) => r.performance ?? 0));
      results[name] = { path, runs, ...reports.find((r) => (r.performance ?? 0) === perf) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
