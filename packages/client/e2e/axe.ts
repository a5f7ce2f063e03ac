/**
 * axe-core in the page under test: the WCAG 2.1 A/AA rules, and the violations that matter (serious and
 * critical). axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy does
 * not apply to, so the page is checked with its real policy in force.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical WCAG 2.1 AA violations on the page as it is now, or in the part `within` selects (an empty list when it passes). */
export async function axeProblems(page: Page, within?: string): Promise<AxeProblem[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe;
    const r = await axe.run(sel ? { include: [sel] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return (r.violations as any[]).map((v) => ({
      id: v.id as string,
      impact: (v.impact ?? 'none') as string,
      help: v.help as string,
      targets: (v.nodes as any[]).slice(0, 6).map(
        (n) =>
          `${(n.target as string[]).join(' ')} :: ${String(n.failureSummary ?? '')
            .replace(/\s+/g, ' ')
            .slice(0, 220)}`,
      ),
    }));
  }, within ?? null);
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
