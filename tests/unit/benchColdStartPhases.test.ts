import { describe, expect, it } from 'vitest';
import { phasesOf } from '../../bench/coldstart/phases';
import { SPA_BUILD_STARTED, spaBuiltLine } from '../../server/spaBuild';

const at = (atMs: number, text: string) => ({ atMs, text });

describe("the shares of a cold npm start, read from the server's output", () => {
  it("takes the build's time from the server's own line, Vite's from Vite's, and the rest from when lines arrived", () => {
    const lines = [
      at(40, '> matchday-admin@0.1.0 start'),
      at(150, 'Bundling the server (esbuild, no bundle yet)...'),
      at(1_200, SPA_BUILD_STARTED),
      at(2_000, 'vite v8.3.8 building client environment for production...'),
      // coloured, as Vite writes it when it believes it writes to a terminal
      at(5_000, '\u001b[32m✓ built in 2.70s\u001b[39m'),
      at(9_700, spaBuiltLine(8_430)),
      at(9_800, 'Seeding demo data...'),
      at(14_900, 'Matchday Admin is running at http://127.0.0.1:3000/  (API: /api, OpenAPI: /api/docs)'),
    ];
    expect(phasesOf(lines, 15_000)).toEqual({
      totalMs: 15_000,
      beforeBuildMs: 1_200,
      spaBuildMs: 8_400,
      viteBuildMs: 2_700,
      afterBuildMs: 5_300,
    });
  });

  it('reads a Vite build said in milliseconds', () => {
    const lines = [at(900, SPA_BUILD_STARTED), at(2_000, '✓ built in 850ms'), at(2_600, spaBuiltLine(1_700))];
    expect(phasesOf(lines, 3_000)).toMatchObject({ viteBuildMs: 850, spaBuildMs: 1_700, afterBuildMs: 400 });
  });

  it('leaves out the shares a start that found its build never says', () => {
    const lines = [at(300, 'Database: data/matchday.sqlite'), at(310, 'Matchday Admin is running at …')];
    expect(phasesOf(lines, 400)).toEqual({
      totalMs: 400,
      beforeBuildMs: undefined,
      spaBuildMs: undefined,
      viteBuildMs: undefined,
      afterBuildMs: undefined,
    });
  });
});
