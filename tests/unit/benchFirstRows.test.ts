import { describe, expect, it } from 'vitest';
import { firstRowLimits } from '../../bench/firstrows/run';
import { scaleSize } from '../../bench/scale/generate';

const rows = scaleSize(100_000);
const measured = (screen: string, medianMs: number) => ({ screen, path: `/${screen}`, runsMs: [medianMs], medianMs });

describe("the first-row part's limits", () => {
  it('holds each screen to its own time: payments to 600 ms, members to 1,500 ms', () => {
    const limits = firstRowLimits([measured('payments', 700), measured('members', 1_400)], rows);
    expect(limits).toEqual([
      {
        check: 'first payments row within 600 ms of navigation (sqlite, 100,000 payments)',
        value: '700 ms',
        passed: false,
      },
      {
        check: 'first members row within 1,500 ms of navigation (sqlite, 100,000 members)',
        value: '1400 ms',
        passed: true,
      },
    ]);
  });

  it('reports a screen that could not be measured as missed, with the reason', () => {
    const failed = { screen: 'payments', path: '/payment', runsMs: [], error: 'Timeout 20000ms exceeded.' };
    const [payments, members] = firstRowLimits([failed, measured('members', 1_600)], rows);
    expect(payments).toMatchObject({ value: 'not measured: Timeout 20000ms exceeded.', passed: false });
    expect(members).toMatchObject({ value: '1600 ms', passed: false });
  });
});
