/**
 * The conversions the contract declares (NFC text, whole numbers typed as text), applied in place before the
 * schemas judge, as the validator's defaults are; nothing is refused here.
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

function declaredValue(schema: SchemaLike, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (textRuleOf(schema)?.canonical) return canonicalText(value);
  if (acceptsDigitText(schema)) return numberFromDigits(value, schema.nullable === true);
  return value;
}

/** Walks union and intersection branches too: a field named in two takes the same conversion in both. */
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
