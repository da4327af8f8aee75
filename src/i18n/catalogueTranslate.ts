/**
 * For the login page, before react-admin's polyglot provider loads: only what the login's texts need of polyglot
 * (dotted keys, `%{name}`, the `_` default, a missing key answered by itself).
 */
import type { Translate } from './failureText';

type Tree = { [key: string]: unknown };

const flatten = (tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else if (value && typeof value === 'object') flatten(value as Tree, `${prefix}${key}.`, into);
  }
  return into;
};

export function catalogueTranslate(messages: Tree): Translate {
  const texts = flatten(messages);
  return (key, options = {}) => {
    const fallback = typeof options._ === 'string' ? options._ : key;
    const text = texts.get(key) ?? fallback;
    return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
      options[name] === undefined ? placeholder : String(options[name]),
    );
  };
}
