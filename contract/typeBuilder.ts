/**
 * The builders the contract writes its schemas with, imported as a namespace (`import * as Type`). TypeBox's
 * own `Type` is one object holding every builder (template literals, mapped and conditional types, ...), so a
 * bundle that uses a few keeps them all: about 30 kB of every signed-in screen's script. A namespace of these
 * re-exports keeps only what is used; a builder the contract needs next is added here.
 */
export {
  Array,
  Boolean,
  Composite,
  Integer,
  Intersect,
  Literal,
  Not,
  Null,
  Number,
  Object,
  Omit,
  Optional,
  Partial,
  Record,
  String,
  Union,
  Unknown,
  Unsafe,
} from '@sinclair/typebox';
