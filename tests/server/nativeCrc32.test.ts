import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { javascriptCrc32, nativeCrc32 } from '../../server/domain/nativeCrc32';

describe('the zip checksums computed natively', () => {
  it('equal the crc-32 package on any bytes, from any running checksum', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 4096 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        (bytes, seed) => {
          expect(nativeCrc32(bytes, seed)).toBe(javascriptCrc32(bytes, seed));
          expect(nativeCrc32(bytes)).toBe(javascriptCrc32(bytes));
        },
      ),
    );
  });

  it('chain across chunks as one checksum of the whole', () => {
    const whole = new TextEncoder().encode('<row r="2"><c r="A2"><v>1</v></c></row>'.repeat(500));
    const chunked = nativeCrc32(whole.subarray(700), nativeCrc32(whole.subarray(0, 700)));
    expect(chunked).toBe(javascriptCrc32(whole));
  });

  it('are what the zip writer exceljs uses loads', () => {
    // crc32-stream is loaded from archiver, which exceljs loads: resolve it as they do
    const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
    const fromArchiver = createRequire(fromExceljs.resolve('archiver'));
    const fromCompressCommons = createRequire(
      createRequire(fromArchiver.resolve('zip-stream')).resolve('compress-commons'),
    );
    const crcPackage = createRequire(fromCompressCommons.resolve('crc32-stream'))('crc-32') as { buf: unknown };
    expect(crcPackage.buf).toBe(nativeCrc32);
  });
});
