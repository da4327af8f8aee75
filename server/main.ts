import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoWorld } from './db/seed';
import { ensureFirstAdmin } from './domain/admins';
import { nodePlatform } from './platform';
import { ensureSpaBuild } from './spaBuild';

const projectRoot = folderWithPackageJson(path.dirname(fileURLToPath(import.meta.url)));
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const config = loadConfig();
  ensureSpaBuild(projectRoot, config.spaDir, say);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  const platform = nodePlatform();
  const firstAdmin = await ensureFirstAdmin(database.db, config, new Date(), platform.passwords);
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    say('Seeding demo data...');
    await seedDemoWorld(database.db);
  }
  const app = await buildApp({ database, config, platform, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  installShutdown(async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'matchday.sqlite');
  say(`Database: ${where}`);
  if (firstAdmin.created) {
    say(`First admin created: username '${config.adminUsername}'`);
    if (firstAdmin.generatedPassword) {
      say(`Generated password (shown only this once): ${firstAdmin.generatedPassword}`);
    }
  }
  // Last, so whoever waits for this line has everything above it.
  say(`Matchday Admin is running at http://${config.host}:${config.port}/  (API: /api, OpenAPI: /api/docs)`);
}

/** Found by walking up, not a fixed '..': this file runs from server/ under tsx and from build/server/ as a bundle. */
function folderWithPackageJson(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) return start;
  }
}

function installShutdown(close: () => Promise<void>) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received: shutting down`);
    setTimeout(() => process.exit(1), 10_000).unref();
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
