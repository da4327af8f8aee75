#!/usr/bin/env node
/**
 * `npm start` runs one esbuild bundle, not tsx, which transpiles every file at each start (seconds before the
 * first answer); plain JavaScript, so it needs no transpiler itself. The bundle runs in this process, so signals
 * and exit codes are the server's own. `--bundle-only` stops after bundling; SERVER_BUNDLE_DIR must lie inside
 * the project, as npm packages are found by walking up from it to node_modules.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const thisScript = fileURLToPath(import.meta.url);
const projectRoot = path.resolve(path.dirname(thisScript), '..');
const bundleDir = path.resolve(projectRoot, process.env.SERVER_BUNDLE_DIR || 'build/server');
const bundle = path.join(bundleDir, 'main.mjs');
const metafile = path.join(bundleDir, 'meta.json');
/** Not among esbuild's inputs, yet a change to either can change the bundle. */
const BUILD_SETTINGS = [thisScript, path.join(projectRoot, 'tsconfig.json')];

const say = (line) => process.stdout.write(`${line}\n`);

function staleReason() {
  if (!existsSync(bundle) || !existsSync(metafile)) return 'no bundle yet';
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = bundleInputs();
  if (!inputs) return 'its metafile is unreadable';
  for (const file of [...inputs.map((input) => path.resolve(projectRoot, input)), ...BUILD_SETTINGS]) {
    const name = path.relative(projectRoot, file);
    if (!existsSync(file)) return `${name} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${name} changed`;
  }
  return undefined;
}

function bundleInputs() {
  try {
    return Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs);
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed: a server starting meanwhile reads the old file or the new one, never half. */
function writeWhole(file, contents, modifiedAt) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  if (modifiedAt) utimesSync(temporary, modifiedAt, modifiedAt);
  renameSync(temporary, file);
}

async function bundleServer(reason) {
  say(`Bundling the server (esbuild, ${reason})...`);
  // dated when its sources were read: a source saved during the build is newer, and the next start rebuilds
  const startedAt = new Date();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: ['server/main.ts'],
    outfile: bundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(bundleDir, { recursive: true });
  const code = result.outputFiles.find((file) => file.path === bundle);
  for (const file of result.outputFiles) if (file !== code) writeWhole(file.path, file.contents);
  writeWhole(metafile, JSON.stringify(result.metafile));
  writeWhole(bundle, code.contents, startedAt); // last: its date is what says the others are current
}

const PARENT_WATCH_MS = 1000;

/**
 * npm does not pass SIGTERM on to the script it runs: the shell between them dies and the server would live on,
 * holding its port, so a server started by npm shuts down cleanly once its parent is gone.
 */
function stopWithParent() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_WATCH_MS);
  watch.unref();
}

async function start() {
  const reason = staleReason();
  if (reason) await bundleServer(reason);
  if (process.argv.includes('--bundle-only')) return;
  process.setSourceMapsEnabled(true); // stack traces name server/*.ts lines, not the bundle's
  stopWithParent();
  await import(pathToFileURL(bundle).href);
}

start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
