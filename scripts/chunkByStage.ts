/**
 * Groups the bundle's modules by the stage that first runs them. Left to itself the bundler gives every set of
 * importers a chunk of its own, and a signed-in first screen would fetch about ninety scripts, most of 1-3 kB;
 * over a phone's link each costs a round trip and one of six connections, more than its bytes do. Grouped, a
 * screen fetches:
 * - the login page's code (the entry);
 * - the signed-in app's start, the app and its layout, in one chunk;
 * - the code two or more lazy parts share, in one chunk;
 * - its own chunk.
 *
 * Which stage runs a module is what the bundler's own split says once unused exports are dropped; following
 * imports by hand would go through react-admin's index to all of it. So a trial build without groups, writing
 * nothing, comes first, and the groups are read from its chunks.
 */
import { build, type Plugin, type ResolvedConfig, type Rolldown, type UserConfig } from 'vite';
import { type Chunk, chunksOf, importedChunks } from './chunkGraph';
import { signedInChunks } from './signedInApp';
import { isWritingBuild } from './writingBuild';

interface Stages {
  /** what the entry imports: the login page */
  login: Set<string>;
  /** what the signed-in app's start imports, but the login page's */
  signedIn: Set<string>;
}

const modulesOf = (chunks: readonly Chunk[]) => new Set(chunks.flatMap((chunk) => chunk.moduleIds));

export function stagesOf(chunks: readonly Chunk[]): Stages {
  const login = modulesOf(
    importedChunks(
      chunks.filter((chunk) => chunk.isEntry),
      chunks,
    ),
  );
  const signedIn = new Set([...modulesOf(signedInChunks(chunks))].filter((id) => !login.has(id)));
  return { login, signedIn };
}

/** Earlier stages first: a module a group takes is no longer another's. */
export function stageGroups({ login, signedIn }: Stages): Rolldown.CodeSplittingGroup[] {
  const outside = (id: string) => !login.has(id) && !signedIn.has(id);
  return [
    { name: 'index', priority: 3, test: (id) => login.has(id) },
    { name: 'app', priority: 2, test: (id) => signedIn.has(id) },
    { name: 'shared', priority: 1, minShareCount: 2, test: outside },
  ];
}

async function trialChunks(config: ResolvedConfig): Promise<Chunk[]> {
  const built = await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output }) => chunksOf(output));
}

/** A build told not to split (the bench's one-bundle baseline) keeps its one chunk. */
function splitsCode(config: UserConfig): boolean {
  const output = config.build?.rolldownOptions?.output;
  return Array.isArray(output) || output?.codeSplitting !== false;
}

export const chunkByStage = (): Plugin => {
  let stages: Stages | undefined;
  return {
    name: 'matchday-chunk-by-stage',
    apply: (config, env) => isWritingBuild(config, env) && splitsCode(config),
    async configResolved(config) {
      stages = stagesOf(await trialChunks(config));
    },
    outputOptions(options) {
      if (!stages) throw new Error('the chunk plan was not made: configResolved did not run');
      return { ...options, codeSplitting: { groups: stageGroups(stages) } };
    },
  };
};
