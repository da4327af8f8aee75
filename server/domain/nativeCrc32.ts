/**
 * The zip's checksums by Node's native zlib.crc32: the crc-32 package archiver uses computes them in JavaScript on
 * the main thread, about 0.4 s of a 100,000-entry export. crc-32 works in signed 32-bit integers, zlib unsigned.
 */
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

interface Crc32Package {
  buf(data: Uint8Array, seed?: number): number;
}

const crcPackage = createRequire(import.meta.url)('crc-32') as Crc32Package;

/** Kept for the comparison test. */
export const javascriptCrc32 = crcPackage.buf;

export function nativeCrc32(data: Uint8Array, seed = 0): number {
  return crc32(data, seed >>> 0) | 0;
}

crcPackage.buf = nativeCrc32;
