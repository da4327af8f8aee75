/** Resetting a password ends every session of that admin. */
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createAdmin, resetPassword } from '../domain/admins';
import { scryptPasswords } from '../domain/passwords';

const USAGE = 'usage: npm run admin -- create <username> | reset-password <username>';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // echo nothing while the password is typed
    output._writeToOutput = () => {};
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('No terminal to ask on: set ADMIN_NEW_PASSWORD');
  const first = await askHidden('Password (at least 8 characters): ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new Error('The two passwords differ');
  return first;
}

async function main() {
  const [command, username] = process.argv.slice(2);
  if (!username || (command !== 'create' && command !== 'reset-password')) throw new Error(USAGE);
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    const password = await readPassword();
    if (command === 'create') {
      await createAdmin(database.db, username, password, new Date(), scryptPasswords());
      console.log(`Admin '${username}' created.`);
    } else {
      await resetPassword(
        database.db,
        username,
        password,
        new Date(),
        { dialect: database.dialect },
        scryptPasswords(),
      );
      console.log(`Password of '${username}' reset; their sessions have ended.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
