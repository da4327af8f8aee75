/** PostgreSQL cannot store a NUL character in a text column, so the server and the demo refuse it before the schema. */
export const NUL_CHARACTERS_MESSAGE = 'must not contain NUL characters';

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
