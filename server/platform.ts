import { hash } from 'node:crypto';
import { readLiveScoreSource } from './domain/liveScoreSource';
import { type ScryptParams, scryptPasswords } from './domain/passwords';
import type { Platform } from './domain/platform';

// crypto.hash: one call, no Hash object; a third of createHash's time on a token, once per request
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export function nodePlatform(scrypt?: ScryptParams): Platform {
  return { passwords: scryptPasswords(scrypt), tokenDigest: hashToken, readLiveScoreSource };
}
