import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, NodeResult, Result, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

// axe-core in a real page: the engine is evaluated into the page (through the DevTools
// protocol, so the product's Content-Security-Policy, which allows no inline script, does not
// stand in the way) and run with the WCAG 2.x A and AA rules. A violation comes back as text a
// person can act on: the rule, what it means, and each offending element with axe's summary.

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeCheckOptions {
  /** Only this part of the page (a dialog, a panel); the whole document by default. */
  within?: Locator;
}

async function inject(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(source());
}

/** Runs axe on the page (or one part of it) and answers the violations of WCAG 2.x A/AA. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<Result[]> {
  await inject(page);
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    resultTypes: ['violations'],
  };
  const within = options.within ? await options.within.first().elementHandle() : null;
  const results = await page.evaluate(
    async ([element, run]) => {
      const engine = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return (await engine.run(element ?? document, run)) as AxeResults;
    },
    [within, runOptions] as const,
  );
  return results.violations;
}

function describeNode(node: NodeResult): string {
  const target = node.target.map(String).join(' ');
  const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
  const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
  return `    - ${target}\n      ${summary}\n      ${html}`;
}

/** The violations as lines of text: rule, impact, help and every element it found. */
export function formatViolations(label: string, violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${label}: [${violation.impact ?? 'unknown'}] ${violation.id} — ${violation.help} (${violation.helpUrl})\n${violation.nodes
          .map(describeNode)
          .join('\n')}`,
    )
    .join('\n');
}

/** Fails with every violation's lines when `part` of the page breaks a WCAG 2.x A/AA rule. */
export async function expectAccessible(page: Page, label: string, part: Locator): Promise<void> {
  const found = formatViolations(label, await axeViolations(page, { within: part }));
  if (found) throw new Error(`Accessibility violations:\n${found}`);
}
