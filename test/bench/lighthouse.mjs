// Lighthouse 12, default (mobile) preset, in Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/** The flags the e2e tests use, headless: no sandbox (root in a container), no GPU, nothing phoning home. */
export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  const refs = lhr.categories[categoryId].auditRefs.filter((ref) => ref.weight > 0 && !excluded.includes(ref.id) && lhr.audits[ref.id].score !== null);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100) : null;
}

function summarise(lhr) {
  const audits = lhr.audits;
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    seoExcludingStatusCode: scoreWithout(lhr, 'seo', ['http-status-code']),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    statusCode: audits['http-status-code']?.details?.statusCode ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length)),
  };
}

/**
 * Runs Lighthouse `runs` times per page and keeps the run with the median performance
 * score (Lighthouse's own advice against run-to-run noise); every category and metric is
 * reported from that one run, so figures never mix runs.
 */
export async function measureLighthouse(base, pages, { runs = 1 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        // A 404 page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: name === 'notFound' };
        const result = await lighthouse(`${base}${path}`, flags);
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
