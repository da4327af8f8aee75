/** `npm run docs:routes`; a test fails when a README list or the roles table is stale. README_FILE names another file to rewrite. */
import { readFileSync, writeFileSync } from 'node:fs';
import { apiRoutes, type RouteDef } from '../contract';
import { allHandlers } from '../server/routes';
import { portableHandlers } from '../server/routes/portable';
import { rolesTable } from './readmeRolesTable';

const blocks = {
  'unimplemented-routes': () =>
    listRoutes((route) => !(route.id in allHandlers), 'every route of the contract is implemented'),
  'demo-missing-routes': () =>
    listRoutes(
      (route) => route.id in allHandlers && !(route.id in portableHandlers),
      'the demo serves every implemented route',
    ),
  'roles-table': rolesTable,
};

function listRoutes(include: (route: RouteDef) => boolean, whenEmpty: string): string {
  const lines = apiRoutes
    .filter(include)
    .map((route) => `- \`${route.method} /api${route.path}\` (${route.id}): ${route.summary}`);
  return lines.length > 0 ? lines.join('\n') : `- none: ${whenEmpty}`;
}

export function readmeWithRoutes(readme: string): string {
  let text = readme;
  for (const [name, render] of Object.entries(blocks)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md lacks the ${name} markers`);
    text = `${text.slice(0, from + start.length)}\n${render()}\n${text.slice(to)}`;
  }
  return text;
}

if (process.argv[1]?.endsWith('update-readme-routes.ts')) {
  const file = process.env.README_FILE || 'README.md';
  writeFileSync(file, readmeWithRoutes(readFileSync(file, 'utf8')));
  console.log(`${file}: route lists and roles table updated`);
}
