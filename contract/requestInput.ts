/**
 * What the contract declares a request's values become before its schemas judge them, applied in the one
 * validation step every route shares (the server's and the demo's, server/routes/requestValidation.ts): text
 * whose schema asks for it in Unicode's canonical composition (contract/text.ts), and whole numbers typed as
 * text where the schema takes them (contract/typedNumbers.ts). Nothing is refused here: the schema does that
 * next, on the values as they will be stored. Changes the value in place, as the validator's defaults do.
 */
import { canonicalText, textRuleOf } from './text';
import { acceptsDigitText, numberFromDigits } from './typedNumbers';

interface SchemaLike {
  properties?: Record<string, SchemaLike>;
  anyOf?: SchemaLike[];
  allOf?: SchemaLike[];
  nullable?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a field of this schema holds once the contract's declared conversions are applied. */
function declaredValue(schema: SchemaLike, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (textRuleOf(schema)?.canonical) return canonicalText(value);
  if (acceptsDigitText(schema)) return numberFromDigits(value, schema.nullable === true);
  return value;
}

/**
 * Applies the conversions of `schema`'s fields to `value`, through the alternatives of a union or an
 * intersection too (each names its own fields; a field named in two takes the same conversion in both).
 */
export function applyDeclaredInput(schema: unknown, value: unknown): void {
  const object = schema as SchemaLike | undefined;
  if (!object || !isRecord(value)) return;
  for (const branch of [...(object.anyOf ?? []), ...(object.allOf ?? [])]) applyDeclaredInput(branch, value);
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    if (!Object.hasOwn(value, name)) continue;
    value[name] = declaredValue(property, value[name]);
    applyDeclaredInput(property, value[name]);
  }
}
