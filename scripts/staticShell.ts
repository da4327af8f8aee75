/**
 * Paints the signed-in shell from index.html (src/shell/staticShell/): its markup and CSS go into the page, the
 * few lines that pick the title of the path asked for into a small script of their own, as the server's CSP
 * allows no inline script. Its texts come from the app's own registry and catalogues, loaded through Vite.
 */
import { createHash } from 'node:crypto';
import { createServer, type Plugin, type Rolldown } from 'vite';
import { chunksOf } from './chunkGraph';
import { signedInChunks } from './signedInApp';
import { isWritingBuild } from './writingBuild';

const SHELL_MODULE = '/src/shell/staticShell/index.ts';

interface ShellParts {
  css: string;
  markup: string;
  script: string;
  /** the element whose JSON lists the signed-in app's chunks, which the script preloads */
  chunksListId: string;
}

/**
 * The signed-in app's chunks and every chunk those import, but the ones index.html names already: found one by
 * one they would wait for each other, as each is known only once the one before has been read.
 */
function signedInChunkFiles(bundle: Rolldown.OutputBundle, html: string): string[] {
  return signedInChunks(chunksOf(Object.values(bundle)))
    .map((chunk) => chunk.fileName)
    .filter((file) => !html.includes(file))
    .sort();
}

async function loadShellParts(root: string, alias: unknown): Promise<ShellParts> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: alias as Record<string, string> },
  });
  try {
    const shell = await server.ssrLoadModule(SHELL_MODULE);
    return await shell.staticShellParts();
  } finally {
    await server.close();
  }
}

export const staticShell = (): Plugin => {
  let root = '';
  let base = '/';
  let alias: unknown;
  let loading: Promise<ShellParts> | undefined;
  let parts: ShellParts | undefined;
  let scriptFile = '';
  return {
    name: 'matchday-static-shell',
    // the demo routes by the hash, which the shell's path lookup does not read
    apply: (config, env) => isWritingBuild(config, env) && env.mode !== 'demo',
    configResolved: (config) => {
      root = config.root;
      base = config.base;
      alias = config.resolve.alias;
    },
    // loading the registry in Node takes seconds (it reaches react-admin): it runs while the app is bundled, and
    // is awaited only before index.html is written
    buildStart() {
      loading = loadShellParts(root, alias);
      // failed, it fails the build where it is awaited, not as an unhandled rejection meanwhile
      loading.catch(() => undefined);
    },
    generateBundle: {
      order: 'pre',
      async handler() {
        if (!loading) return;
        parts = await loading;
        const hash = createHash('sha256').update(parts.script).digest('hex').slice(0, 10);
        scriptFile = `assets/staticShell-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source: parts.script });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!parts) return html;
        const chunks = bundle ? signedInChunkFiles(bundle, html).map((file) => `${base}${file}`) : [];
        return {
          // before #root, so it is laid out at once; the script after it fills it in before the first paint
          html: html.replace('<div id="root">', `${parts.markup}<div id="root">`),
          tags: [
            { tag: 'style', children: parts.css, injectTo: 'head' },
            {
              tag: 'script',
              attrs: { type: 'application/json', id: parts.chunksListId },
              children: JSON.stringify(chunks),
              injectTo: 'body',
            },
            { tag: 'script', attrs: { src: `${base}${scriptFile}` }, injectTo: 'body' },
          ],
        };
      },
    },
  };
};
