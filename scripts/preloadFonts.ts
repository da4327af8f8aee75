/**
 * A Vite plugin of our own: the built index.html preloads Sarabun's regular Thai and Latin files (src/shell/fonts.ts),
 * which every page's text is set in. Without it the browser asks for a font only once it lays out text in it,
 * after the scripts have run, and the text shows in a system font first and moves when Sarabun arrives (issue 20:
 * a self-hosted Thai font, preloaded). The other weights and subsets stay on demand: a preload the page does not
 * use costs a phone's bandwidth for nothing.
 */
import type { Plugin } from 'vite';

/** The files preloaded, by the name @fontsource gives them (Vite appends a hash). */
export const PRELOADED_FONTS = /^assets\/sarabun-(thai|latin)-400-normal-[^/]+\.woff2$/;

export const preloadFonts = (): Plugin => {
  let base = '/';
  return {
    name: 'matchday-preload-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((fileName) => PRELOADED_FONTS.test(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            // fonts are fetched in CORS mode, so the preload must be too, or the browser fetches them twice
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
};
