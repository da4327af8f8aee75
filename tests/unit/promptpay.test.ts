import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crc16ccitt, hasValidCrc, promptPayPayload, readEmvFields } from '../../contract/rules/promptpay';
import { qrCodeDataUrl } from '../../contract/rules/qrImage';

/**
 * Payloads produced by the widely used `promptpay-qr` npm package for 0812345678 (it puts
 * tag 58 before 53; the field order does not matter to a reader, the CRC covers whatever is sent).
 */
const REFERENCE_STATIC = '00020101021129370016A000000677010111011300668123456785802TH530376463045D82';
const REFERENCE_100_BAHT = '00020101021229370016A000000677010111011300668123456785802TH53037645406100.006304BB8A';
const REFERENCE_150_BAHT = '00020101021229370016A000000677010111011300668123456785802TH53037645406150.006304CC46';

const withoutCrc = (payload: string) => {
  const fields = readEmvFields(payload);
  fields.delete('63');
  return Object.fromEntries(fields);
};

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value for "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('answers four upper-case hex digits, zero-padded', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    for (const text of ['a', 'promptpay', '6304', 'อันดับ']) expect(crc16ccitt(text)).toMatch(/^[0-9A-F]{4}$/);
  });

  it('reproduces the CRC of payloads made by other PromptPay implementations', () => {
    for (const payload of [REFERENCE_STATIC, REFERENCE_100_BAHT, REFERENCE_150_BAHT]) {
      expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    }
  });
});

describe('promptPayPayload', () => {
  it('builds a static payload for a phone with the same fields as the reference implementation', () => {
    const payload = promptPayPayload({ target: '0812345678' });
    expect(payload).toBe(`00020101021129370016A0000006770101110113006681234567853037645802TH6304${payload.slice(-4)}`);
    expect(withoutCrc(payload)).toEqual(withoutCrc(REFERENCE_STATIC));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('marks a payload with an amount as one-time (12) and carries the amount with two decimals', () => {
    const payload = promptPayPayload({ target: '0812345678', amount: 100 });
    const fields = readEmvFields(payload);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe('100.00');
    expect(withoutCrc(payload)).toEqual(withoutCrc(REFERENCE_100_BAHT));
    expect(withoutCrc(promptPayPayload({ target: '0812345678', amount: 150 }))).toEqual(withoutCrc(REFERENCE_150_BAHT));
    expect(readEmvFields(promptPayPayload({ target: '0812345678', amount: 1234.5 })).get('54')).toBe('1234.50');
  });

  it('writes the fields in ascending tag order and ends with the CRC over everything up to 6304', () => {
    const payload = promptPayPayload({ target: '0812345678', amount: 300 });
    expect([...readEmvFields(payload).keys()]).toEqual(['00', '01', '29', '53', '54', '58', '63']);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));
  });

  it('turns a mobile number into 0066 and its last nine digits under sub-tag 01', () => {
    const merchant = readEmvFields(readEmvFields(promptPayPayload({ target: '081-234-5678' })).get('29')!);
    expect(Object.fromEntries(merchant)).toEqual({ '00': 'A000000677010111', '01': '0066812345678' });
  });

  it('keeps a 13-digit national id as is under sub-tag 02', () => {
    const payload = promptPayPayload({ target: '1101700207030', amount: 50 });
    expect(readEmvFields(payload).get('29')).toBe('0016A00000067701011102131101700207030');
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('refuses targets that are neither a mobile number nor an id, and amounts that are not positive', () => {
    for (const target of ['', '12345', '081234567', 'abcdefghij', '1234567890']) {
      expect(() => promptPayPayload({ target })).toThrow();
    }
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => promptPayPayload({ target: '0812345678', amount })).toThrow();
    }
  });
});

describe('reading payloads back', () => {
  it('rejects a payload whose text was changed after the CRC was computed', () => {
    const payload = promptPayPayload({ target: '0812345678', amount: 100 });
    expect(hasValidCrc(payload.replace('100.00', '900.00'))).toBe(false);
    expect(hasValidCrc(payload.slice(0, -1))).toBe(false);
  });

  it('throws on text that is not a sequence of id-length-value fields', () => {
    expect(() => readEmvFields('0002')).toThrow();
    expect(() => readEmvFields('00AB01')).toThrow();
  });
});

describe('qrCodeDataUrl', () => {
  it('renders a payload as a PNG data URL that a QR reader reads back as the payload', async () => {
    const payload = promptPayPayload({ target: '0812345678', amount: 100 });
    const url = await qrCodeDataUrl(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const image = PNG.sync.read(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
    const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(read?.data).toBe(payload);
  });

  it('keeps a page of twenty images small: under 600 characters each', async () => {
    const url = await qrCodeDataUrl(promptPayPayload({ target: '0812345678', amount: 99_999 }));
    expect(url.length).toBeLessThan(600);
  });

  it('draws different images for different payloads', async () => {
    const one = await qrCodeDataUrl(promptPayPayload({ target: '0812345678', amount: 100 }));
    const two = await qrCodeDataUrl(promptPayPayload({ target: '0812345678', amount: 200 }));
    expect(one).not.toBe(two);
  });
});
