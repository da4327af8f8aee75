import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../contract';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const UPLOAD = '/api/admin/v1/upload-image-gameweek';
const FIVE_MB = 5 * 1024 * 1024;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of each accepted type, padded: only the signature decides. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(60, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface FilePart {
  field?: string;
  fileName?: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body with one file part, built by hand so every header is under the test's control. */
function multipart({ field = 'slip', fileName = 'slip.png', contentType = 'image/png', bytes }: FilePart) {
  const boundary = '----matchday-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('recognising an image by its first bytes', () => {
  it('knows PNG, JPEG, GIF and WebP, and nothing else', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(GIF)).toBe('image/gif');
    expect(imageTypeOf(Buffer.concat([Buffer.from('GIF87a'), Buffer.alloc(4)]))).toBe('image/gif');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
    for (const bytes of [SVG, HTML, Buffer.alloc(0), Buffer.from([0x89, 0x50]), Buffer.from('RIFF0000WAVE')]) {
      expect(imageTypeOf(bytes)).toBeUndefined();
    }
  });
});

describe.each(databaseKinds)('game-week image uploads on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'uploads');
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const upload = (part: FilePart, withToken = true) =>
    t.call({ method: 'POST', url: UPLOAD, token: withToken ? token : null, ...multipart(part) });
  const imageCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectRefused = async (request: () => Promise<{ statusCode: number; body: string }>, status: number) => {
    const before = await imageCount();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(JSON.parse(response.body)).toEqual(errorAnswer(expect.any(String)));
    expect(await imageCount()).toBe(before);
    return JSON.parse(response.body).error as string;
  };

  it('stores a PNG and serves it back, without sign-in, at the answered image_url', async () => {
    const response = await upload({ bytes: PNG });
    expect(response.statusCode, response.body).toBe(200);
    const { ok, image_url } = response.json();
    expect(ok).toBe(true);
    expect(image_url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{24}$/);

    const served = await t.call({ method: 'GET', url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
  });

  it('stores the type the bytes say, whatever the declared type or the file name claim', async () => {
    const cases: [Buffer, string][] = [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ];
    for (const [bytes, mime] of cases) {
      const response = await upload({ bytes, fileName: 'notes.txt', contentType: 'text/plain' });
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.call({ method: 'GET', url: response.json().image_url });
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('never serves a polyglot as a page: a PNG header before HTML, or a GIF that is also JavaScript, stays an image', async () => {
    const pngThenHtml = Buffer.concat([PNG.subarray(0, 8), HTML]);
    const gifScript = Buffer.from('GIF89a=1;alert(document.domain)//');
    for (const [bytes, mime] of [
      [pngThenHtml, 'image/png'],
      [gifScript, 'image/gif'],
    ] as const) {
      const response = await upload({ bytes, fileName: 'index.html', contentType: 'text/html' });
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.call({ method: 'GET', url: response.json().image_url });
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    }
  });

  it('ignores a path in the file name: the image is stored under a random id only', async () => {
    const response = await upload({ bytes: PNG, fileName: '../../etc/passwd.png' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().image_url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{24}$/);
    expect(response.body).not.toContain('passwd');
  });

  it('records the upload, who made it and the image digest', async () => {
    const response = await upload({ bytes: GIF });
    const publicId = response.json().image_url.split('/').at(-1);
    const image = await t.database.db
      .selectFrom('images')
      .select(['mime', 'size', 'sha256', 'admin_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(image).toMatchObject({ mime: 'image/gif', size: GIF.length, admin_id: expect.any(Number) });
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'image.upload')
      .where('target_id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: 'image', admin_username: 'admin' });
    expect(audit.after_json).not.toContain('bytes');
  });

  it('refuses with 415 what is not a PNG, JPEG, GIF or WebP, even named and declared as one', async () => {
    await expectRefused(() => upload({ bytes: HTML, fileName: 'slip.png', contentType: 'image/png' }), 415);
    await expectRefused(() => upload({ bytes: SVG, fileName: 'slip.svg', contentType: 'image/svg+xml' }), 415);
    await expectRefused(() => upload({ bytes: Buffer.alloc(0) }), 415);
  });

  it('accepts an image of exactly 5 MB and refuses a larger one with 413', async () => {
    const exactly = Buffer.concat([PNG, Buffer.alloc(FIVE_MB - PNG.length)]);
    expect((await upload({ bytes: exactly })).statusCode).toBe(200);
    await expectRefused(() => upload({ bytes: Buffer.concat([exactly, Buffer.alloc(1)]) }), 413);
    await expectRefused(() => upload({ bytes: Buffer.concat([exactly, Buffer.alloc(2 * 1024 * 1024)]) }), 413);
  });

  it("refuses an upload without a file in the field 'slip' with 400 naming it", async () => {
    const error = await expectRefused(() => upload({ bytes: PNG, field: 'image' }), 400);
    expect(error).toContain('slip');
  });

  it('refuses a body that is not multipart with 415', async () => {
    await expectRefused(() => t.call({ method: 'POST', url: UPLOAD, token, payload: { slip: 'x' } }), 415);
  });

  it('refuses an upload without a token', async () => {
    await expectRefused(() => upload({ bytes: PNG }, false), 401);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/images/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorAnswer(expect.any(String)));
    expect((await t.call({ method: 'GET', url: '/api/images/..%2F..%2Fetc' })).statusCode).toBe(400);
  });
});
