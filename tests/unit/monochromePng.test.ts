import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crc32, monochromePng } from '../../contract/rules/monochromePng';

describe('monochromePng', () => {
  it('computes the CRC-32 of the standard check string', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes a PNG that a decoder reads back pixel for pixel, widths not a multiple of eight included', async () => {
    const width = 13;
    const height = 5;
    const isDark = (x: number, y: number) => (x * 7 + y * 3) % 4 === 0;
    const image = PNG.sync.read(Buffer.from(await monochromePng({ width, height, isDark })));
    expect([image.width, image.height]).toEqual([width, height]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const red = image.data[(y * width + x) * 4];
        expect(red, `pixel ${x},${y}`).toBe(isDark(x, y) ? 0 : 255);
      }
    }
  });
});
