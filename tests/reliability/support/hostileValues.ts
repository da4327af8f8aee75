/**
 * What an attacker or a broken client puts into a field: wrong types, huge strings and numbers, negative and
 * fractional numbers, Unicode and control characters (ANSI escapes, C1, halves of surrogate pairs, text that
 * is not in NFC), SQL and HTML fragments, deep nesting.
 */
import fc from 'fast-check';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "1' OR '1'='1' --",
  '1 OR 1=1',
  '1; DROP TABLE payments; --',
  "'; DELETE FROM tickets; --",
  "1); UPDATE payments SET status='completed' WHERE (1=1",
  "' UNION SELECT password_hash FROM admins --",
  "admin'--",
  '" OR ""="',
  "%' --",
  '$1',
  '?',
  '::text',
  "'||pg_sleep(5)||'",
  '\\',
  '`',
] as const;

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<!--',
  ']]>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '=HYPERLINK("http://evil","x")',
  '<iframe src="//evil.example"></iframe>',
] as const;

export const UNICODE_TEXTS = [
  'ฟุตบอลไทย',
  '🏆⚽️👨‍👩‍👧',
  'e\u0301',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u200B\u200D',
  '\u0000',
  'NUL\u0000inside',
  '\u0007\u0008\u001b[31m',
  '\r\n',
  '\t',
  '\u2028\u2029',
  'Z\u0334\u0321a\u0337l\u0338g\u0336o\u0335',
  '\uD800',
  'lone \uDFFF surrogate',
  '\u00A0',
  '     ',
  '\uFFFD\uFFFF',
  // what the text rules refuse (contract/text.ts): ANSI escapes, DEL and C1 controls, halves of surrogate pairs
  '\u001b[2J\u001b[H',
  'red \u001b]8;;http://evil\u0007link\u001b]8;;\u0007',
  'DEL\u007F',
  'C1 \u0085 \u009b31m',
  'a\uD800b',
  '\uDE00\uD83D',
  '\uD83D',
  // what they keep, in NFC: Thai tone mark typed before sara uu, a decomposed Å, a letter NFC writes as two
  '\u0E1B\u0E48\u0E39',
  'A\u030Angstr\u00F6m',
  '\u0958',
  // text of several lines: tab and newline are a reward's; CR is not
  'line one\nline two\tend',
] as const;

/**
 * Text the rules keep but store otherwise (contract/text.ts): NFC composes or reorders it. Thai tone marks typed
 * before sara u or uu, Latin letters with their accents apart, a Devanagari letter NFC writes as two.
 */
export const textOutOfCanonicalOrder = fc
  .tuple(
    fc.constantFrom('ป', 'ร', 'ก', 'A', 'e', 'n'),
    fc.constantFrom('\u0E48\u0E39', '\u0E49\u0E38', '\u030A', '\u0301', '\u0303\u0323', ''),
    fc.constantFrom('', ' United', 'ง', '\u0958'),
  )
  .map(([letter, marks, rest]) => `${letter}${marks}${rest}`);

/** Text that looks like a number, a boolean or JSON to a lenient parser. */
export const LOOKALIKE_TEXTS = [
  '1',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
];

export const SPECIAL_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -0.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
  9_999_999_999.995,
  100.001,
];

/** Number tokens written straight into the JSON text: some parse (1e400 is Infinity), some are not JSON. */
export const RAW_NUMBER_TOKENS = [
  '1e400',
  '-1e400',
  '1e-400',
  '1E2',
  '1.0',
  '-0',
  '0.1e1',
  '99999999999999999999999',
  '-99999999999999999999999',
  '00',
  '01',
  '+1',
  '.5',
  '5.',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  '1_000',
];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/**
 * One character the text rules refuse (contract/text.ts): a C0 control (ESC starts every ANSI escape), DEL, a
 * C1 control, a line or paragraph separator, or half of a surrogate pair.
 */
const refusedCharacter = fc.oneof(
  controlCharacter,
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u2028', '\u2029'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Ordinary text, Thai and emoji included, with one refused character somewhere inside. */
export const textWithRefusedCharacter = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), refusedCharacter, fc.string({ unit: 'grapheme', maxLength: 8 }))
  .map(([before, refused, after]) => `${before}${refused}${after}`);

/** Large enough to hurt a naive server, small enough to keep thousands of cases fast. */
const hugeString = fc
  .tuple(fc.constantFrom(5_000, 70_000, 300_000), fc.constantFrom('A', 'ก', '😀', '\u0000', '<', "'", ' '))
  .map(([length, unit]) => unit.repeat(length));

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false),
  fc.constantFrom(...SPECIAL_NUMBERS),
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_TEXTS, ...LOOKALIKE_TEXTS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 10 }),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), controlCharacter)
    .map(([text, control]) => `${text}${control}${text}`),
  textWithRefusedCharacter,
  hugeString,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
);

/** Property names a body should never have: prototype pollution, operators, SQL, odd Unicode, huge. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$gt',
    'id',
    'ID',
    'admin_id',
    'status',
    'is_admin',
    "name'--",
    '',
    ' ',
    '\u0000',
    'ชื่อ',
    'a.b',
    'x'.repeat(5_000),
  ),
  fc.string({ maxLength: 12 }),
);

/** JSON text that is deeply nested: a parser that recurses may run out of stack. */
export const deepNesting = fc
  // 33: one level past the server's limit (contract/jsonBodyText.ts); 500,000: the probe's 1 MB of brackets
  .tuple(fc.constantFrom(33, 1_000, 20_000, 200_000, 500_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
