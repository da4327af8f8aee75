/**
 * The static shell picks the screen to preload with regular expressions made from the app's route patterns at
 * build time: for every pattern the app has, they take exactly the paths react-router's matching takes.
 */
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { patternSource } from '../../scripts/shellPreloads';
import { screenRoutes } from '../../src/shell/firstScreen';

/** The pattern's own path with its parameters filled, and the near misses around it. */
function pathsAround(pattern: string): string[] {
  const filled = pattern.replace(/:[^/]+/g, '12').replace(/\/\*$/, '');
  return [
    filled,
    `${filled}/`,
    filled.toUpperCase(),
    `${filled}/12/show`,
    `${filled}x`,
    filled.replace(/\/[^/]+$/, ''),
    `/prefix${filled}`,
  ];
}

describe("the shell's screen patterns", () => {
  const patterns = screenRoutes().map((route) => route.pattern);

  it('covers the resources and the custom screens', () => {
    expect(patterns).toContain('/payment/*');
    expect(patterns).toContain('/edit-game-week/:id');
  });

  it.each(patterns)('%s takes the paths react-router takes, and no others', (pattern) => {
    const expression = new RegExp(patternSource(pattern), 'i');
    for (const path of pathsAround(pattern)) {
      expect(expression.test(path), path).toBe(matchPath(pattern, path) !== null);
    }
  });
});
