// axe-core (through @axe-core/playwright) on each page, in Debian's Chromium, at a phone
// and a desktop viewport: the layouts differ (mobile menu, grid), so both are checked.
import { AxeBuilder } from '@axe-core/playwright';
import { visitPages } from './pages-in-chromium.mjs';

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];

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
  const results = {};
  await visitPages(base, pages, async ({ page, viewport, name, path, open }) => {
    await open();
    const { violations } = await new AxeBuilder({ page }).analyze();
    results[name] ??= { path, counts: Object.fromEntries(IMPACTS.map((i) => [i, 0])), rules: [] };
    const found = byImpact(violations);
    for (const impact of IMPACTS) results[name].counts[impact] += found.counts[impact];
    results[name].rules.push(...found.rules.map((rule) => ({ ...rule, viewport })));
  });
  return results;
}
