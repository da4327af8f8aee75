export interface Limit {
  check: string;
  value: string;
  passed: boolean;
}

export function limitsTable(limits: readonly Limit[], heading: 'limit' | 'target' = 'limit'): string[] {
  return [
    `| ${heading} | measured | met |`,
    '|---|---:|---|',
    ...limits.map((l) => `| ${l.check} | ${l.value} | ${l.passed ? 'yes' : '**no**'} |`),
  ];
}
