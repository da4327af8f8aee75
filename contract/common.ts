/** Building blocks every /admin/v1 schema shares. */
import { type TSchema, Type } from '@sinclair/typebox';
import { type ErrorCode, errorCodeList } from './errorCodes';

const ErrorParamsSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: "The values the code's message interpolates (contract/errorCodes.ts)",
});
/** A string to TypeBox's own checker (which knows no `enum`), the catalogue's codes to Ajv and OpenAPI. */
const ErrorCodeSchema = Type.Unsafe<ErrorCode>(
  Type.String({
    enum: errorCodeList,
    description: 'A stable code for the failure, for a client to show its own message',
  }),
);

/** Every failure answers this, with a message meant for a person and a code a client can translate. */
export const ErrorAnswer = Type.Object(
  {
    ok: Type.Literal(false),
    error: Type.String({ description: 'The failure in English, for a person' }),
    code: Type.Optional(ErrorCodeSchema),
    params: Type.Optional(ErrorParamsSchema),
    fields: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), code: ErrorCodeSchema, params: ErrorParamsSchema }), {
        description: 'A 400: every invalid field of the request, each with its code',
      }),
    ),
  },
  {
    title: 'ErrorAnswer',
    description:
      'A failure: the error is a message for a person; code and params say the same for a client to translate.',
  },
);

/** A success answer: `ok: true` plus the spec's fields. */
export const OkAnswer = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Object({ ok: Type.Literal(true), ...fields });

/** Rewards and conditions answer `status: 'success'` (and `ok: true`, like every other success). */
export const SuccessAnswer = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Object({ ok: Type.Literal(true), status: Type.Literal('success'), ...fields });

/** The largest value of an integer column (PostgreSQL's int4): every id the contract takes is bounded by it. */
export const INT4_MAX = 2_147_483_647;

/**
 * A positive whole-number id in a path segment: plain digits only (contract/canonicalIntegers.ts), at most
 * what its column holds, so an id too large is the same 400 on both databases rather than a 500 on one.
 */
export const IdParam = Type.Integer({ minimum: 1, maximum: INT4_MAX });
export const IdParams = Type.Object({ id: IdParam });

/** page/limit query of the paged lists; defaults are each endpoint's. */
export const PageQuery = (defaults: { limit: number; maxLimit: number }) =>
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: defaults.maxLimit, default: defaults.limit })),
  });

/** A nullable value in an answer. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const EmptyBody = Type.Object({}, { additionalProperties: false });
