/**
 * A benchmark's limits: each target, what a run measured against it and whether it held, and the table every
 * section of bench/REPORT.md shows them in. A missed limit is reported, never a failed run (bench/run.ts).
 */
export interface Limit {
  check: string;
  value: string;
  passed: boolean;
}

/** The section's table of its limits, headed 'limit' or 'target' as the section calls them. */
export function limitsTable(limits: readonly Limit[], heading: 'limit' | 'target' = 'limit'): string[] {
  return [
    `| ${heading} | measured | met |`,
    '|---|---:|---|',
    ...limits.map((l) => `| ${l.check} | ${l.value} | ${l.passed ? 'yes' : '**no**'} |`),
  ];
}
