/**
 * Hostile requests for one route of the contract, generated from its schemas: the path parameters, the
 * body (mostly-valid shapes from the schema, then fields dropped, replaced by hostile values, extra fields,
 * not an object at all; text fields given text the text rules refuse, or text they store in NFC) and the way
 * it travels (JSON, raw number tokens, deep nesting, duplicate keys, malformed JSON, wrong content types, no
 * body, too large). Path segments include non-canonical and out-of-range ids and dot segments.
 */
import fc from 'fast-check';
import type { RouteDef } from '../../../contract';
import { textRuleOf } from '../../../contract/text';
import {
  deepNesting,
  HTML_FRAGMENTS,
  hostileKey,
  hostileValue,
  RAW_NUMBER_TOKENS,
  SQL_FRAGMENTS,
  textOutOfCanonicalOrder,
  textWithRefusedCharacter,
  UNICODE_TEXTS,
} from './hostileValues';
import { type JsonSchema, schemaArbitrary } from './schemaArbitrary';

export interface HostileRequest {
  routeId: string;
  method: RouteDef['method'];
  /** '/api/...' with every parameter segment filled in */
  url: string;
  /** each path parameter as the server decodes it (null: the segment was not valid percent-encoding) */
  params: Record<string, string | null>;
  /** which kind of hostility this is, for the counts and the counter-examples */
  variant: string;
  /** the content-type header, or null for none */
  contentType: string | null;
  /** undefined: no body at all */
  payload: string | Buffer | undefined;
}

/** A body as it goes on the wire. */
interface Wire {
  variant: string;
  contentType: string | null;
  payload: string | Buffer | undefined;
}

// ---- path parameters ----------------------------------------------------------------------------------

/** Ids the small demo data holds are likeliest to reach the handlers' deeper paths. */
const plausibleId = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
);

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '99999999999999999999',
  // not canonical: coercion once read each of these as a small id
  '00001',
  '01',
  '+1',
  '1.0',
  '0x1',
  '1\t',
  'Infinity',
  'NaN',
  'null',
  'true',
  '[1]',
  'abc',
  ' 1',
  '1 ',
  '',
  '..',
  '1/2',
  '1?x=1',
  '1#x',
  ...SQL_FRAGMENTS,
  ...HTML_FRAGMENTS.slice(0, 3),
  ...UNICODE_TEXTS.filter((text) => !/[\uD800-\uDFFF]/.test(text)),
];

/**
 * Segments Fastify refuses while routing, before any hook or handler: not valid percent-encoding, or longer
 * than its 100-character parameter limit. Sent as they are, by malformedPathRequests below.
 */
const MALFORMED_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%%41', '9'.repeat(101), 'x'.repeat(150)];

type Segment = { decoded: string | null; raw: string };

/** `.` and `..`, raw and percent-encoded, with slashes and backslashes: they name nothing here (400). */
const DOT_SEGMENTS: Segment[] = [
  { raw: '.', decoded: '.' },
  { raw: '..', decoded: '..' },
  { raw: '%2e%2e', decoded: '..' },
  { raw: '.%2e', decoded: '..' },
  { raw: '..%5c..', decoded: '..\\..' },
  { raw: '..%2f..%2fpackage.json', decoded: '../../package.json' },
];

const encodedSegment = (text: string): Segment => ({ decoded: text, raw: encodeURIComponent(text) });

const segment: fc.Arbitrary<Segment> = fc.oneof(
  { weight: 12, arbitrary: plausibleId.map((id) => encodedSegment(String(id))) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map(encodedSegment) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodedSegment),
  },
  // a percent-encoded NUL: well-formed, but no text may hold it (server/routes/requestValidation.ts)
  { weight: 1, arbitrary: fc.constant(encodedSegment('\u0000')) },
  { weight: 1, arbitrary: fc.constantFrom(...DOT_SEGMENTS) },
  // ids too large for an integer column (2^31 up): a 500 on PostgreSQL once, where SQLite said 404
  { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 31n, max: 2n ** 63n }).map((id) => encodedSegment(String(id))) },
);

const paramNames = (route: RouteDef) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);

function paramsArbitrary(route: RouteDef): fc.Arbitrary<{ url: string; params: Record<string, string | null> }> {
  const names = paramNames(route);
  return fc.tuple(...names.map(() => segment)).map((segments) => {
    const params: Record<string, string | null> = {};
    let url = `/api${route.path}`;
    names.forEach((name, index) => {
      params[name] = segments[index].decoded;
      url = url.replace(`:${name}`, segments[index].raw);
    });
    return { url, params };
  });
}

/** Every malformed or overlong segment in each parameter position of the route (the others a plain id). */
export function malformedPathRequests(route: RouteDef): HostileRequest[] {
  const names = paramNames(route);
  return names.flatMap((name) =>
    MALFORMED_SEGMENTS.map((raw) => {
      const params: Record<string, string | null> = {};
      let url = `/api${route.path}`;
      for (const other of names) {
        params[other] = other === name ? null : '1';
        url = url.replace(`:${other}`, other === name ? raw : '1');
      }
      return {
        routeId: route.id,
        method: route.method,
        url,
        params,
        variant: 'malformed-path',
        contentType: null,
        payload: undefined,
      };
    }),
  );
}

// ---- bodies ---------------------------------------------------------------------------------------------

const JSON_TYPE = 'application/json';
/** Above the server's 1 MiB JSON body limit. */
const TOO_LARGE = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 16) });
const RAW = '"\u0001raw\u0001"';

const asJson = (variant: string, value: unknown): Wire => ({
  variant,
  contentType: JSON_TYPE,
  payload: JSON.stringify(value) ?? '',
});

/** Every property name the schema knows, through anyOf/allOf alternatives. */
function knownKeys(schema: JsonSchema): string[] {
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(knownKeys);
  return [...new Set([...own, ...nested])];
}

/** The fields the schema declares as text (contract/text.ts), through anyOf/allOf alternatives. */
function textKeys(schema: JsonSchema): string[] {
  const own = Object.entries(schema.properties ?? {})
    .filter(([, property]) => textRuleOf(property))
    .map(([name]) => name);
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(textKeys);
  return [...new Set([...own, ...nested])];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON value for the body: schema-shaped, then (usually) damaged. */
function bodyValues(schema: JsonSchema | undefined): fc.Arbitrary<{ variant: string; value: unknown }> {
  const base = schema ? schemaArbitrary(schema) : fc.jsonValue();
  const keys = schema ? knownKeys(schema) : ['id', 'status', 'user_id'];
  const pick = (index: number, from: string[]) => from[index % from.length];
  return fc.oneof(
    { weight: 3, arbitrary: base.map((value) => ({ variant: 'schema-shaped', value })) },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.nat()).map(([value, index]) => {
        if (!isRecord(value) || Object.keys(value).length === 0) return { variant: 'missing-field', value: {} };
        const copy = { ...value };
        delete copy[pick(index, Object.keys(copy))];
        return { variant: 'missing-field', value: copy };
      }),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(base, fc.nat(), hostileValue).map(([value, index, hostile]) => ({
        variant: 'wrong-value',
        value: { ...(isRecord(value) ? value : {}), [pick(index, keys.length > 0 ? keys : ['x'])]: hostile },
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }))
        .map(([value, extras]) => {
          const copy: Record<string, unknown> = { ...(isRecord(value) ? value : {}) };
          // defineProperty: '__proto__' must become an own key, as JSON.parse makes it
          for (const [key, extra] of extras) {
            Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
          }
          return { variant: 'extra-field', value: copy };
        }),
    },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ variant: 'not-an-object', value })) },
    ...textVariants(base, schema ? textKeys(schema) : []),
  );
}

/**
 * A text field of a schema-shaped body given text the rules refuse (a control character, an ANSI escape, half
 * of a surrogate pair), or text they keep but store in NFC; none for a body without text fields.
 */
function textVariants(base: fc.Arbitrary<unknown>, keys: string[]) {
  if (keys.length === 0) return [];
  const withText = (variant: string, text: fc.Arbitrary<string>) =>
    fc.tuple(base, fc.nat(), text).map(([value, index, replacement]) => ({
      variant,
      value: { ...(isRecord(value) ? value : {}), [keys[index % keys.length]]: replacement },
    }));
  return [
    { weight: 2, arbitrary: withText('refused-text', textWithRefusedCharacter) },
    { weight: 1, arbitrary: withText('text-not-in-nfc', textOutOfCanonicalOrder) },
  ];
}

/** The same value written as JSON text with one field's value replaced by a raw token. */
function rawTokenBody(schema: JsonSchema | undefined): fc.Arbitrary<Wire> {
  const keys = schema ? knownKeys(schema) : ['x'];
  const base = schema ? schemaArbitrary(schema) : fc.jsonValue();
  const token = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RAW_NUMBER_TOKENS).map((text) => ({ variant: 'raw-number', text })) },
    { weight: 1, arbitrary: deepNesting.map((text) => ({ variant: 'deep-nesting', text })) },
  );
  return fc.tuple(base, fc.nat(), token).map(([value, index, { variant, text }]) => {
    const key = keys[index % Math.max(keys.length, 1)] ?? 'x';
    const withPlaceholder = { ...(isRecord(value) ? value : {}), [key]: '\u0001raw\u0001' };
    return { variant, contentType: JSON_TYPE, payload: JSON.stringify(withPlaceholder).replace(RAW, text) };
  });
}

/** The same object written with one of its keys twice (JSON.parse would keep the last one). */
function duplicateKeyBody(schema: JsonSchema | undefined): fc.Arbitrary<Wire> {
  const keys = schema ? knownKeys(schema) : ['status'];
  const base = schema ? schemaArbitrary(schema) : fc.jsonValue();
  return fc.tuple(base, fc.nat(), hostileValue).map(([value, index, other]) => {
    const fields = isRecord(value) ? value : {};
    const present = Object.keys(fields);
    const key = present.length > 0 ? present[index % present.length] : (keys[index % Math.max(keys.length, 1)] ?? 'x');
    const text = JSON.stringify(present.length > 0 ? fields : { [key]: other });
    const again = `${JSON.stringify(key)}:${JSON.stringify(other) ?? 'null'}`;
    return { variant: 'duplicate-key', contentType: JSON_TYPE, payload: `${text.slice(0, -1)},${again}}` };
  });
}

/** Text that is not JSON, or JSON with something wrong around it. */
function malformedJson(schema: JsonSchema | undefined): fc.Arbitrary<Wire> {
  const base = schema ? schemaArbitrary(schema) : fc.jsonValue();
  return fc.tuple(base, fc.nat(), fc.integer({ min: 0, max: 10 })).map(([value, cut, kind]) => {
    const text = JSON.stringify(value) ?? 'null';
    const damaged = [
      text.slice(0, cut % Math.max(text.length, 1)),
      `${text.replace(/}$/, '')},}`,
      text.replaceAll('"', "'"),
      `/* comment */${text}`,
      `${text} trailing`,
      `\uFEFF${text}`,
      '',
      '   ',
      `{${text}`,
      text.replace(/"(\w+)":/, '$1:'),
      `${text}\u0000`,
    ][kind];
    return { variant: 'malformed-json', contentType: JSON_TYPE, payload: damaged };
  });
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=----hostile',
  'image/png',
  'application/octet-stream',
  null,
];

function wrongContentType(schema: JsonSchema | undefined): fc.Arbitrary<Wire> {
  const base = schema ? schemaArbitrary(schema) : fc.jsonValue();
  return fc
    .tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES), fc.constantFrom('json', 'form', 'xml'))
    .map(([value, contentType, shape]) => {
      const fields = isRecord(value) ? value : { value };
      const payload =
        shape === 'json'
          ? (JSON.stringify(value) ?? 'null')
          : shape === 'form'
            ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
            : `<body>${Object.entries(fields)
                .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
                .join('')}</body>`;
      return { variant: 'wrong-content-type', contentType, payload };
    });
}

/** Valid UTF-8 is not guaranteed on the wire: bytes that decode to replacement characters. */
function invalidUtf8(): fc.Arbitrary<Wire> {
  return fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]).map((bytes) => ({
    variant: 'invalid-utf8',
    contentType: JSON_TYPE,
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from(bytes),
      Buffer.from('","status":"'),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
  }));
}

function jsonBodies(schema: JsonSchema | undefined): fc.Arbitrary<Wire> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: bodyValues(schema).map(({ variant, value }) => asJson(variant, value)),
    },
    {
      weight: 1,
      arbitrary: bodyValues(schema).map(({ variant, value }) => ({
        ...asJson(variant, value),
        contentType: 'application/json; charset=utf-8',
      })),
    },
    { weight: 2, arbitrary: rawTokenBody(schema) },
    { weight: 1, arbitrary: duplicateKeyBody(schema) },
    { weight: 2, arbitrary: malformedJson(schema) },
    { weight: 2, arbitrary: wrongContentType(schema) },
    { weight: 1, arbitrary: invalidUtf8() },
    { weight: 1, arbitrary: fc.constant<Wire>({ variant: 'no-body', contentType: null, payload: undefined }) },
    {
      weight: 1,
      arbitrary: fc.constant<Wire>({ variant: 'too-large', contentType: JSON_TYPE, payload: TOO_LARGE }),
    },
  );
}

// ---- multipart (the image upload) ---------------------------------------------------------------------

const BOUNDARY = '----matchday-hostile';

function multipart(parts: { name: string; filename?: string; type?: string; bytes: Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Uploads that must all be refused: none carries an image in the 'slip' field. */
const UPLOAD_WIRES: Wire[] = [
  {
    variant: 'upload-empty-file',
    contentType: MULTIPART_TYPE,
    payload: multipart([{ name: 'slip', filename: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) }]),
  },
  {
    variant: 'upload-html',
    contentType: MULTIPART_TYPE,
    payload: multipart([
      {
        name: 'slip',
        filename: 'a.png',
        type: 'image/png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ]),
  },
  {
    variant: 'upload-svg',
    contentType: MULTIPART_TYPE,
    payload: multipart([
      {
        name: 'slip',
        filename: 'a.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
    ]),
  },
  {
    variant: 'upload-path-name',
    contentType: MULTIPART_TYPE,
    payload: multipart([
      { name: 'slip', filename: '../../etc/passwd', type: 'text/plain', bytes: Buffer.from('root:x:0:0') },
    ]),
  },
  {
    variant: 'upload-wrong-field',
    contentType: MULTIPART_TYPE,
    payload: multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', bytes: Buffer.concat([PNG_MAGIC, Buffer.alloc(64)]) },
    ]),
  },
  {
    variant: 'upload-no-file',
    contentType: MULTIPART_TYPE,
    payload: multipart([{ name: 'note', bytes: Buffer.from('hello') }]),
  },
  { variant: 'upload-no-parts', contentType: MULTIPART_TYPE, payload: Buffer.from(`--${BOUNDARY}--\r\n`) },
  {
    variant: 'upload-truncated',
    contentType: MULTIPART_TYPE,
    payload: multipart([{ name: 'slip', filename: 'a.png', bytes: Buffer.from('GIF89a') }]).subarray(0, 60),
  },
  {
    variant: 'upload-wrong-boundary',
    contentType: 'multipart/form-data; boundary=other',
    payload: multipart([{ name: 'slip', filename: 'a.png', bytes: Buffer.from('x') }]),
  },
  { variant: 'upload-no-boundary', contentType: 'multipart/form-data', payload: Buffer.from('--x\r\n') },
];

function uploadBodies(): fc.Arbitrary<Wire> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...UPLOAD_WIRES) },
    { weight: 1, arbitrary: jsonBodies(undefined) },
  );
}

// ---- the request ---------------------------------------------------------------------------------------

export function hostileRequests(route: RouteDef): fc.Arbitrary<HostileRequest> {
  const bodies = route.multipart ? uploadBodies() : jsonBodies(route.body as JsonSchema | undefined);
  return fc.tuple(paramsArbitrary(route), bodies).map(([{ url, params }, wire]) => ({
    routeId: route.id,
    method: route.method,
    url,
    params,
    variant: wire.variant,
    contentType: wire.contentType,
    payload: wire.payload,
  }));
}

/** A short description of a request for failure messages (huge payloads cut). */
export function describeRequest(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? '(no body)'
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${JSON.stringify(request.payload.subarray(0, 200).toString('latin1'))}`
        : JSON.stringify(
            request.payload.length > 400
              ? `${request.payload.slice(0, 400)}... (${request.payload.length} chars)`
              : request.payload,
          );
  return `${request.method} ${request.url.slice(0, 300)} [${request.variant}] content-type=${request.contentType ?? '(none)'} body=${payload}`;
}
