import { type Chunk, importedChunks } from './chunkGraph';

/** What every signed-in screen runs, whichever it is: the app and its layout. */
const SIGNED_IN_MODULES = ['/src/shell/appRoot.tsx', '/src/shell/layout/AppLayout.tsx'];

const holdsSignedInApp = (chunk: Chunk): boolean =>
  chunk.moduleIds.some((id) => SIGNED_IN_MODULES.some((module) => id.endsWith(module)));

/** The chunks that hold the signed-in app's start and every chunk they import. */
export const signedInChunks = (chunks: readonly Chunk[]): Chunk[] =>
  importedChunks(chunks.filter(holdsSignedInApp), chunks);
