/** Where a cold start's time went, read from what it printed and when each line arrived. */
import { stripVTControlCharacters } from 'node:util';
import { SPA_BUILD_STARTED } from '../../server/spaBuild';
import type { OutputLine } from '../../tests/support/processGroup';

/** Each share is missing when the output does not say it (a start that found a build, or words changed). */
export interface StartPhases {
  totalMs: number;
  beforeBuildMs?: number;
  spaBuildMs?: number;
  viteBuildMs?: number;
  afterBuildMs?: number;
}

/** server/spaBuild.ts's spaBuiltLine */
const SPA_BUILT = /^Built the admin SPA in (\d+(?:\.\d+)?) s\.$/;
/** Vite's last line of a build: "✓ built in 2.70s" or "✓ built in 850ms" */
const VITE_BUILT = /built in (\d+(?:\.\d+)?)(ms|s)$/;

function firstMatch(lines: OutputLine[], pattern: RegExp): { line: OutputLine; match: RegExpExecArray } | undefined {
  for (const line of lines) {
    const match = pattern.exec(stripVTControlCharacters(line.text).trim());
    if (match) return { line, match };
  }
  return undefined;
}

export function phasesOf(lines: OutputLine[], totalMs: number): StartPhases {
  const started = lines.find((line) => line.text.trim() === SPA_BUILD_STARTED);
  const built = firstMatch(lines, SPA_BUILT);
  const vite = firstMatch(lines, VITE_BUILT);
  return {
    totalMs,
    beforeBuildMs: started?.atMs,
    spaBuildMs: built && Number(built.match[1]) * 1000,
    viteBuildMs: vite && Number(vite.match[1]) * (vite.match[2] === 's' ? 1000 : 1),
    afterBuildMs: built && totalMs - built.line.atMs,
  };
}
