/**
 * Recorded figures for bench/RELIABILITY.md: each reliability test writes test-results/<name>.json and
 * scripts/reliability-report.ts reads them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');

export function writeResult(name: string, data: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

/** Counts of the hostile-input run on one database. */
export interface HostileTally {
  cases: number;
  /** requests the contract says are invalid */
  invalid: number;
  /** invalid requests answered 4xx with { ok: false, error } and no change to the database */
  rejectedCorrectly: number;
  /** valid requests (they may still be refused by a rule of the handler, e.g. an unknown id) */
  valid: number;
  serverErrors: number;
  /** answers other than 2xx after which the database fingerprint differed */
  databaseChangesOnRejection: number;
  /** invalid requests answered 2xx */
  acceptedInvalid: number;
  /** full fingerprints computed; the other cases were proven write-free (fingerprint.ts) */
  fingerprintsComputed: number;
  byStatus: Record<string, number>;
  byVariant: Record<string, number>;
  byRoute: Record<string, { cases: number; invalid: number; valid: number; serverErrors: number }>;
}

export function emptyTally(): HostileTally {
  return {
    cases: 0,
    invalid: 0,
    rejectedCorrectly: 0,
    valid: 0,
    serverErrors: 0,
    databaseChangesOnRejection: 0,
    acceptedInvalid: 0,
    fingerprintsComputed: 0,
    byStatus: {},
    byVariant: {},
    byRoute: {},
  };
}

/** The sign-in flood on one database (tests/reliability/signInFlood.test.ts). */
export interface SignInFloodRecord {
  limit: number;
  guesses: number;
  passwordsChecked: number;
  guessesRefused: number;
  rightPasswordAccepted: boolean;
  legitimateSignInMs: number;
  legitimateSignInStatus: number;
  readsDuringFlood: number;
  readP50Ms: number;
  nestedBodyBytes: number;
  nestedRefusalMedianMs: number;
  nestedRefusalStatus: number;
  serverErrors: number;
}
