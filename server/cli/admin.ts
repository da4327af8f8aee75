/** Resetting a password ends every session of that admin; a new role is in force on their next request. */
import { createInterface } from 'node:readline';
import { type Role, roles } from '../../contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { setRole } from '../domain/adminRoles';
import { createAdmin, resetPassword } from '../domain/admins';
import { scryptPasswords } from '../domain/passwords';

const COMMANDS = ['create', 'reset-password', 'set-role'] as const;
type Command = (typeof COMMANDS)[number];

const ROLE_CHOICE = roles.join('|');
const USAGE =
  `usage: npm run admin -- create <username> [--role ${ROLE_CHOICE}] (default viewer)` +
  ` | reset-password <username> | set-role <username> --role ${ROLE_CHOICE}`;

interface Invocation {
  command: Command;
  username: string;
  role: Role | undefined;
}

const isRole = (value: string | undefined): value is Role => roles.includes(value as Role);

function parseArguments(args: readonly string[]): Invocation {
  const [command, username, ...options] = args;
  if (!username || username.startsWith('--') || !COMMANDS.includes(command as Command)) throw new Error(USAGE);
  let role: Role | undefined;
  for (let at = 0; at < options.length; at += 2) {
    const value = options[at + 1];
    if (options[at] !== '--role' || command === 'reset-password') throw new Error(USAGE);
    if (!isRole(value)) throw new Error(`The role must be one of ${roles.join(', ')}; got '${value ?? ''}'`);
    role = value;
  }
  if (command === 'set-role' && !role) throw new Error(USAGE);
  return { command: command as Command, username, role };
}

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
  const { command, username, role } = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    if (command === 'set-role' && role) {
      const before = await setRole(database.db, username, role, new Date(), { dialect: database.dialect });
      console.log(`Role of '${username}' set to ${role} (was ${before}).`);
      return;
    }
    const password = await readPassword();
    if (command === 'create') {
      const given = await createAdmin(database.db, username, password, new Date(), scryptPasswords(), role);
      console.log(`Admin '${username}' created, role ${given}.`);
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
