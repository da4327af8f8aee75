/** Compressed at build time, so @fastify/static's preCompressed serves the smallest encoding at no cost a request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isWritingBuild } from './writingBuild';

const TEXT_FILES = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Below this the headers outweigh the saving. */
const WORTH_COMPRESSING = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesBelow(file) : [file];
  });
}

export function compressForServing(dir: string) {
  for (const file of filesBelow(dir)) {
    if (!TEXT_FILES.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < WORTH_COMPRESSING) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

export const precompressAssets = (): Plugin => {
  let outDir = '';
  return {
    name: 'matchday-precompress-assets',
    apply: isWritingBuild,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      compressForServing(outDir);
    },
  };
};
