/**
 * Rewrites the README's list of routes that still answer 501 (between the unimplemented-routes markers),
 * from the contract's route table and the server's handler map. `npm run docs:routes`; a test fails when
 * the README is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type RouteDef, routes } from '../contract';
import { allHandlers } from '../server/routes';

const START = '<!-- unimplemented-routes:start -->';
const END = '<!-- unimplemented-routes:end -->';

export function unimplementedRoutesBlock(): string {
  const pending = (routes as readonly RouteDef[]).filter((route) => !(route.id in allHandlers));
  const lines = pending.map((route) => `- \`${route.method} /api${route.path}\` (${route.id}): ${route.summary}`);
  return lines.length > 0 ? lines.join('\n') : '- none: every route of the contract is implemented';
}

export function readmeWithRoutes(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md lacks the unimplemented-routes markers');
  return `${readme.slice(0, start + START.length)}\n${unimplementedRoutesBlock()}\n${readme.slice(end)}`;
}

if (process.argv[1]?.endsWith('update-readme-routes.ts')) {
  const readme = readFileSync('README.md', 'utf8');
  writeFileSync('README.md', readmeWithRoutes(readme));
  console.log('README.md: list of unimplemented routes updated');
}
