/**
 * @vitest-environment node
 *
 * react-admin breaks when two copies of react-router are installed, and nothing else notices.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// `npm ls --all` walks the whole installed tree: seconds on an idle machine, far more on a busy one
const NPM_LS_TIMEOUT_MS = 180_000;

type DependencyNode = { version?: string; dependencies?: Record<string, DependencyNode> };

function versionsOf(packageName: string, node: DependencyNode, found = new Set<string>()): Set<string> {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    if (name === packageName && child.version) found.add(child.version);
    versionsOf(packageName, child, found);
  }
  return found;
}

it(
  'installs exactly one copy of react-router (react-admin breaks with two)',
  async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', 'react-router', '--all', '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const versions = [...versionsOf('react-router', JSON.parse(stdout))];
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/^7\./);
  },
  NPM_LS_TIMEOUT_MS,
);
