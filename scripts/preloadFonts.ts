/**
 * Unpreloaded, a font is asked for only once text is laid out after the scripts ran, and the text moves when it
 * arrives. Only the regular Thai and Latin files: an unused preload costs a phone's bandwidth for nothing.
 */
import type { Plugin } from 'vite';

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
