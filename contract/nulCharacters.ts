/**
 * No text anywhere in a request may hold a NUL character: PostgreSQL cannot store one in a text column
 * (the statement fails), and no field of the contract has a use for it. The server and the demo refuse it
 * alike, before the schema: "Invalid <field>: must not contain NUL characters".
 */
export const NUL_CHARACTERS_MESSAGE = 'must not contain NUL characters';

/** The JSON path ('/a/0/b') of the first string holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown): string | undefined {
  // breadth-first and iterative: the first field in order is named, and a body nested thousands of levels
  // deep cannot exhaust the stack
  const queue: [unknown, string][] = [[value, '']];
  for (let next = 0; next < queue.length; next++) {
    const [node, at] = queue[next];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return at;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) queue.push([child, `${at}/${key}`]);
    }
  }
  return undefined;
}
