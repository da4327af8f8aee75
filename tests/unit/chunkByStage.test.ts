/**
 * The chunk plan's reading of a trial build: what the entry's chunks hold is the login page's; what the chunks of
 * the app's start hold, and the chunks they import, is the signed-in app's, but the login page's own.
 */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { stageGroups, stagesOf } from '../../scripts/chunkByStage';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ fileName, moduleIds, imports, isEntry }) as Rolldown.OutputChunk;

const trial = [
  chunk('index.js', ['/src/shell/main.tsx'], ['react.js'], true),
  chunk('react.js', ['/node_modules/react/index.js']),
  chunk('appRoot.js', ['/src/shell/appRoot.tsx'], ['react.js', 'ra.js']),
  chunk('AppLayout.js', ['/src/shell/layout/AppLayout.tsx'], ['ra.js', 'menu.js']),
  chunk('ra.js', ['/node_modules/ra-core/useTranslate.js']),
  chunk('menu.js', ['/src/shell/layout/Menu.tsx']),
  chunk('PaymentsList.js', ['/src/screens/payments/PaymentsList.tsx'], ['list.js', 'ra.js']),
  chunk('list.js', ['/src/kit/GeneratedList.tsx']),
];

describe('the chunk plan', () => {
  it('puts what the entry imports in the login stage, and the rest of the app start in the signed-in stage', () => {
    const { login, signedIn } = stagesOf(trial);
    expect([...login].sort()).toEqual(['/node_modules/react/index.js', '/src/shell/main.tsx']);
    expect([...signedIn].sort()).toEqual([
      '/node_modules/ra-core/useTranslate.js',
      '/src/shell/appRoot.tsx',
      '/src/shell/layout/AppLayout.tsx',
      '/src/shell/layout/Menu.tsx',
    ]);
  });

  it("leaves a screen's own code to the groups of what lazy parts share, or to the screen's chunk", () => {
    const [loginGroup, appGroup, sharedGroup] = stageGroups(stagesOf(trial));
    const takes = (group: Rolldown.CodeSplittingGroup, id: string) => (group.test as (id: string) => boolean)(id);
    expect(takes(loginGroup, '/src/shell/main.tsx')).toBe(true);
    expect(takes(appGroup, '/src/shell/main.tsx')).toBe(false);
    expect(takes(appGroup, '/src/shell/layout/Menu.tsx')).toBe(true);
    expect(takes(sharedGroup, '/src/shell/layout/Menu.tsx')).toBe(false);
    expect(takes(sharedGroup, '/src/kit/GeneratedList.tsx')).toBe(true);
    expect(sharedGroup.minShareCount).toBe(2);
    // a group takes modules from the groups after it, so the earlier stage must come first
    expect(loginGroup.priority).toBeGreaterThan(appGroup.priority ?? 0);
    expect(appGroup.priority).toBeGreaterThan(sharedGroup.priority ?? 0);
  });
});
