/**
 * The builders the contract writes its schemas with, each imported on its own. TypeBox's own `Type` is one
 * object holding every builder (template literals, mapped and conditional types, ...), so a bundle that uses a
 * few keeps them all: about 30 kB of every signed-in screen's script. This `Type` holds only what is used; a
 * builder the contract needs next is added here.
 */
import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Composite,
  Integer,
  Intersect,
  Literal,
  Not,
  Null,
  Number as NumberType,
  Object as ObjectType,
  Omit,
  Optional,
  Partial,
  Record,
  String as StringType,
  Union,
  Unknown,
  Unsafe,
} from '@sinclair/typebox';

export const Type = {
  Array: ArrayOf,
  Boolean: BooleanType,
  Composite,
  Integer,
  Intersect,
  Literal,
  Not,
  Null,
  Number: NumberType,
  Object: ObjectType,
  Omit,
  Optional,
  Partial,
  Record,
  String: StringType,
  Union,
  Unknown,
  Unsafe,
};
