/** Web Crypto has no scrypt, so the demo's passwords use PBKDF2. */
import { base64OfBytes } from '../contract/rules/base64';
import { LiveScoreSourceError } from '../server/domain/liveScoreFeed';
import type { PasswordHasher, Platform } from '../server/domain/platform';

const ITERATIONS = 100_000;
const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

const pbkdf2Passwords: PasswordHasher = {
  async hash(password) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await derive(password, salt, ITERATIONS);
    return ['pbkdf2', ITERATIONS, base64OfBytes(salt), base64OfBytes(key)].join('$');
  },
  async verify(password, stored) {
    const [scheme, iterations, salt, expected] = stored.split('$');
    if (scheme !== 'pbkdf2' || !salt || !expected) return false;
    const key = await derive(password, fromBase64(salt), Number(iterations));
    return base64OfBytes(key) === expected;
  },
};

export const browserPlatform: Platform = {
  passwords: pbkdf2Passwords,
  tokenDigest: async (token) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(token))),
  readLiveScoreSource: async () => {
    throw new LiveScoreSourceError('the demo has no live score source');
  },
};
