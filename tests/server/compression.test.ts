/**
 * JSON answers above a small size travel compressed, in the best encoding the client takes; small
 * answers go as they are; the streamed workbook is left to stream, uncompressed (it is a zip already).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../../contract';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/plugins/compression';
import { createTestApp, type TestApp } from './support/app';

const MEMBERS = '/api/admin/v1/get-all-user';
const CHECK_TOKEN = '/api/admin/v1/check-token';
const XLSX_URL = '/api/admin/v1/downloadexcel/1.xlsx';

// on SQLite only: compression acts on the answer's bytes, whichever database they came from
describe('compressed answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'compression', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string, acceptEncoding: string) =>
    t.call({ method: 'GET', url, token, headers: { 'accept-encoding': acceptEncoding } });

  it('sends a page of members brotli-compressed to a client that takes brotli, gzip to one that takes gzip', async () => {
    const plain = await get(MEMBERS, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get(MEMBERS, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(MEMBERS, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends an answer below the threshold as it is', async () => {
    const small = await get(CHECK_TOKEN, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: true });
  });

  it('leaves the streamed workbook uncompressed: its bytes are the zip the export writes', async () => {
    const workbook = await get(XLSX_URL, 'br, gzip');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toBe(XLSX_MIME);
    expect(workbook.headers['content-encoding']).toBeUndefined();
    // a zip's local file header: PK\x03\x04
    expect([...workbook.rawPayload.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});
