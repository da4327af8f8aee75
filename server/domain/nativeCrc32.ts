/**
 * The streamed workbook's zip checksums, computed by Node's zlib (native) instead of in JavaScript.
 *
 * Why: exceljs zips through archiver, whose crc32-stream checksums every byte with the crc-32 package,
 * in JavaScript on the main thread: for the ~280 MB of sheet XML of a 100,000-entry game week that is
 * about 0.4 s of the export's 9 s. `zlib.crc32` (Node 20.15+) answers the same CRC-32 natively, so the
 * package's `buf` is pointed at it (crc-32 answers signed 32-bit integers and takes its seed so; zlib
 * takes and answers them unsigned). tests/server/nativeCrc32.test.ts checks both give the same checksums
 * and that the copy crc32-stream loads is the one patched.
 */
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

interface Crc32Package {
  buf(data: Uint8Array, seed?: number): number;
}

const crcPackage = createRequire(import.meta.url)('crc-32') as Crc32Package;

/** The package's own JavaScript implementation, kept for the comparison test. */
export const javascriptCrc32 = crcPackage.buf;

export function nativeCrc32(data: Uint8Array, seed = 0): number {
  return crc32(data, seed >>> 0) | 0;
}

crcPackage.buf = nativeCrc32;
