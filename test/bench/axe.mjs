// axe-core (through @axe-core/playwright) on each page, in Debian's Chromium, at a phone
// and a desktop viewport: the layouts differ (mobile menu, grid), so both are checked.
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from './lighthouse.mjs';

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/** Violations of one page, counted by impact, with each rule's first failing element. */
function byImpact(violations) {
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
  const rules = [];
  for (const violation of violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] += violation.nodes.length;
    rules.push({
      id: violation.id,
      impact,
      help: violation.help,
      nodes: violation.nodes.length,
      example: violation.nodes[0]?.target.join(' ') ?? '',
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    });
  }
  return { counts, rules };
}

export async function measureAxe(base, pages) {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const results = {};
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, isMobile: viewportName === 'mobile' });
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        // Islands hydrate after load; axe checks the page as the shopper uses it.
        await page.waitForLoadState('networkidle').catch(() => {});
        const { violations } = await new AxeBuilder({ page }).analyze();
        results[name] ??= { path, counts: Object.fromEntries(IMPACTS.map((i) => [i, 0])), rules: [] };
        const found = byImpact(violations);
        for (const impact of IMPACTS) results[name].counts[impact] += found.counts[impact];
        results[name].rules.push(...found.rules.map((rule) => ({ ...rule, viewport: viewportName })));
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
