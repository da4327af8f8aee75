/**
 * Paints the signed-in shell from index.html (src/shell/staticShell/): its markup and CSS go into the page, the
 * few lines that pick the title of the path asked for into a small script of their own, as the server's CSP
 * allows no inline script. Its texts come from the app's own registry and catalogues, loaded through Vite.
 */
import { createHash } from 'node:crypto';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { type ScreenModules, shellPreloads } from './shellPreloads';

const SHELL_MODULE = '/src/shell/staticShell/index.ts';

interface ShellParts {
  css: string;
  markup: string;
  script: string;
  /** the element whose JSON lists the chunks the script preloads (shellPreloads.ts) */
  chunksListId: string;
  screens: ScreenModules[];
}

const FIRST_SCREEN_MODULE = '/src/shell/firstScreen.ts';

/**
 * The modules a screen's code comes from: each part is loaded here, in Node, and found by the component it
 * resolves to among the modules' exports.
 */
async function modulesOf(server: ViteDevServer, part: { preload(): Promise<unknown> }): Promise<string[]> {
  const { default: component } = (await part.preload()) as { default: unknown };
  return [...server.environments.ssr.moduleGraph.idToModuleMap.keys()].filter((id) => {
    const exported = server.moduleGraph.getModuleById(id)?.ssrModule;
    return !!exported && Object.values(exported).includes(component);
  });
}

async function screenModules(server: ViteDevServer): Promise<ScreenModules[]> {
  const { screenRoutes } = await server.ssrLoadModule(FIRST_SCREEN_MODULE);
  const routes: { pattern: string; code: { preload(): Promise<unknown> }[] }[] = screenRoutes();
  return Promise.all(
    routes.map(async ({ pattern, code }) => ({
      pattern,
      modules: (await Promise.all(code.map((part) => modulesOf(server, part)))).flat(),
    })),
  );
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
    return { ...(await shell.staticShellParts()), screens: await screenModules(server) };
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
    apply: (_config, env) => env.command === 'build' && env.mode !== 'demo',
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
        const preloads = bundle ? shellPreloads(bundle, html, parts.screens, base) : { app: [], screens: [] };
        return {
          // before #root, so it is laid out at once; the script after it fills it in before the first paint
          html: html.replace('<div id="root">', `${parts.markup}<div id="root">`),
          tags: [
            { tag: 'style', children: parts.css, injectTo: 'head' },
            {
              tag: 'script',
              attrs: { type: 'application/json', id: parts.chunksListId },
              children: JSON.stringify(preloads),
              injectTo: 'body',
            },
            { tag: 'script', attrs: { src: `${base}${scriptFile}` }, injectTo: 'body' },
          ],
        };
      },
    },
  };
};
