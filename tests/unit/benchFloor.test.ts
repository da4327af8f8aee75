import { describe, expect, it } from 'vitest';
import { type FloorFigures, floorLimits, floorMarkdown, LOGIN, MINIMAL, ratioTo } from '../../bench/floor/report';
import type { LighthouseRun } from '../../bench/lighthouse/measure';

const run = (performance: number, lcp: number, tbt: number): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcp: 700,
  lcp,
  tbt,
  cls: 0,
  speedIndex: 1_000,
  jsGzipBytes: 305_000,
});

const minimal: FloorFigures = {
  page: MINIMAL,
  path: '/payments',
  mobile: run(72, 1_280, 2_090),
  desktop: run(83, 400, 100),
  firstRowMs: 1_640,
  firstRowRunsMs: [1_640],
  failures: [],
};
const payments: FloorFigures = {
  page: 'payments',
  path: '/payment',
  mobile: run(75, 1_500, 2_300),
  desktop: run(83, 420, 90),
  firstRowMs: 1_800,
  firstRowRunsMs: [1_800],
  failures: [],
};
const login: FloorFigures = {
  page: LOGIN,
  path: '/login',
  mobile: run(94, 1_400, 100),
  desktop: run(100, 300, 0),
  failures: [],
};

describe("the floor part's ratios", () => {
  it('divides ours by the minimal figure to two places, and meets a floor of 0 only with 0', () => {
    expect(ratioTo(2_660, 1_640)).toBe(1.62);
    expect(ratioTo(0, 0)).toBe(1);
    expect(ratioTo(10, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("holds each screen to 1.1× the first row, 1.2× mobile LCP, 1.1× mobile TBT and at least the minimal app's performance", () => {
    expect(floorLimits([minimal, payments])).toEqual([
      { check: "payments: first row at most 1.1× the minimal app's", value: '1800 ms / 1640 ms = 1.10×', passed: true },
      { check: 'payments: mobile LCP at most 1.2×', value: '1500 ms / 1280 ms = 1.17×', passed: true },
      { check: 'payments: mobile TBT at most 1.1×', value: '2300 ms / 2090 ms = 1.10×', passed: true },
      { check: "payments: mobile performance at least the minimal app's", value: '75 vs 72', passed: true },
      { check: "payments: desktop performance at least the minimal app's", value: '83 vs 83', passed: true },
    ]);
    const slower = { ...payments, firstRowMs: 1_805, desktop: run(82, 420, 90) };
    const [firstRow, , , , desktop] = floorLimits([minimal, slower]);
    expect(firstRow).toMatchObject({ value: '1805 ms / 1640 ms = 1.10×', passed: true });
    expect(floorLimits([minimal, { ...payments, firstRowMs: 1_900 }])[0]).toMatchObject({
      value: '1900 ms / 1640 ms = 1.16×',
      passed: false,
    });
    expect(desktop).toMatchObject({ value: '82 vs 83', passed: false });
  });

  it('holds the login page to 95 on mobile and 100 on desktop, on its own figures', () => {
    expect(floorLimits([minimal, login])).toEqual([
      { check: 'login: mobile performance at least 95', value: '94', passed: false },
      { check: 'login: desktop performance at least 100', value: '100', passed: true },
    ]);
  });

  it('reports a figure that could not be measured as missed, with the reason', () => {
    const failed = { ...payments, mobile: null, firstRowMs: null, failures: ['Timeout 30000ms exceeded.'] };
    const limits = floorLimits([minimal, failed]);
    expect(limits.filter((limit) => !limit.passed).map((limit) => limit.check)).toEqual([
      "payments: first row at most 1.1× the minimal app's",
      'payments: mobile LCP at most 1.2×',
      'payments: mobile TBT at most 1.1×',
      "payments: mobile performance at least the minimal app's",
    ]);
    expect(limits[0].value).toBe('not measured: Timeout 30000ms exceeded.');
  });

  it("puts the minimal app's absolute figures first and ours beside their ratios, then the targets met or not", () => {
    const markdown = floorMarkdown({
      scenario: 'floor',
      lighthouseRuns: 3,
      firstRowLoads: 6,
      figures: [minimal, payments, login],
      limits: floorLimits([minimal, payments, login]),
    });
    expect(markdown).toContain('medians of 3 runs per page and preset');
    expect(markdown).toContain('median of\n6 loads');
    expect(markdown).toContain(
      `| ${MINIMAL} | \`/payments\` | 72 | 700 ms | 1280 ms | 2090 ms | 83 | 400 ms | 1640 ms | 305.0 kB |`,
    );
    expect(markdown).toContain(
      '| payments | `/payment` | 75 (1.04×) | 700 ms (1.00×) | 1500 ms (1.17×) | 2300 ms (1.10×) | 83 (1.00×) | 420 ms (1.05×) | 1800 ms (1.10×) | 305.0 kB |',
    );
    expect(markdown).toContain('| login | `/login` | 94 (1.31×) |');
    expect(markdown).toContain('| 1800 ms / 1640 ms = 1.10× | yes |');
    expect(markdown).toContain('| login: mobile performance at least 95 | 94 | **no** |');
  });
});
