import type { TSchema } from '@sinclair/typebox';
import { type ErrorCode, errorCodeList } from './errorCodes';
import * as Type from './typeBuilder';

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

export const OkAnswer = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Object({ ok: Type.Literal(true), ...fields });

export const SuccessAnswer = <P extends Record<string, TSchema>>(fields: P) =>
  Type.Object({ ok: Type.Literal(true), status: Type.Literal('success'), ...fields });

/** PostgreSQL's int4 maximum: every id the contract takes is bounded by it. */
export const INT4_MAX = 2_147_483_647;

/** Bounded by its column, so an id too large is the same 400 on both databases rather than a 500 on one. */
export const IdParam = Type.Integer({ minimum: 1, maximum: INT4_MAX });
export const IdParams = Type.Object({ id: IdParam });

export const PageQuery = (defaults: { limit: number; maxLimit: number }) =>
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: defaults.maxLimit, default: defaults.limit })),
  });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const EmptyBody = Type.Object({}, { additionalProperties: false });
