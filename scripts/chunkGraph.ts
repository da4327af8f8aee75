import type { Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

export const chunksOf = (outputs: readonly (Chunk | Rolldown.OutputAsset)[]): Chunk[] =>
  outputs.filter((output): output is Chunk => output.type === 'chunk');

/** These chunks and every chunk they import, directly or through others. */
export function importedChunks(roots: readonly Chunk[], all: readonly Chunk[]): Chunk[] {
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const root of roots) visit(root);
  return [...found.values()];
}
