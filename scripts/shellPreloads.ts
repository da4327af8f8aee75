/**
 * The chunks the static shell's script preloads, from the build's own bundle: the app's and its layout's for
 * every signed-in page, and the screen's own for the page asked for. Found one import at a time instead, each
 * would wait for the one before, known only once that one has been read; and the screen's code would be asked
 * for only once the app has run.
 */
import type { Rolldown } from 'vite';

/** What every signed-in screen runs, whichever it is: the app and its layout. */
const SIGNED_IN_MODULES = ['/src/shell/appRoot.tsx', '/src/shell/layout/AppLayout.tsx'];

/** A path pattern of the app's router, and the modules its screen fetches when it opens. */
export interface ScreenModules {
  pattern: string;
  modules: string[];
}

/** What the shell's script reads: each screen's as [pattern as a regular expression's source, files]. */
export interface ShellPreloads {
  app: string[];
  screens: [string, string[]][];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** react-router's matching, for the patterns the app uses: `:param` is one segment, a trailing `/*` any rest. */
export function patternSource(pattern: string): string {
  const rest = pattern.endsWith('/*');
  const segments = (rest ? pattern.slice(0, -2) : pattern).split('/');
  const fixed = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escaped(segment))).join('/');
  return `^${fixed}${rest ? '(?:/.*)?' : ''}/?$`;
}

export function shellPreloads(
  bundle: Rolldown.OutputBundle,
  html: string,
  screens: ScreenModules[],
  base: string,
): ShellPreloads {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (starts: string[]) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file)) return;
      found.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const start of starts) visit(start);
    return found;
  };
  const holding = (modules: string[]) =>
    chunks.filter((chunk) => modules.some((id) => chunk.moduleIds.includes(id))).map((chunk) => chunk.fileName);
  const signedIn = chunks.filter((chunk) => SIGNED_IN_MODULES.some((id) => chunk.facadeModuleId?.endsWith(id)));
  const app = withImports(signedIn.map((chunk) => chunk.fileName));
  // index.html names some already, and the app's are on their way by then
  const urls = (files: Set<string>, known: Set<string>) =>
    [...files]
      .filter((file) => !known.has(file) && !html.includes(file))
      .sort()
      .map((file) => `${base}${file}`);
  return {
    app: urls(app, new Set()),
    screens: screens
      .map(({ pattern, modules }): [string, string[]] => [
        patternSource(pattern),
        urls(withImports(holding(modules)), app),
      ])
      .filter(([, files]) => files.length > 0),
  };
}
