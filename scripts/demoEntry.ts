import type { Plugin } from 'vite';

const APP_ENTRY = '/src/shell/main.tsx';
const DEMO_ENTRY = '/demo/main.ts';

/** The SPA never imports the demo, so only the demo's own builds can carry it. */
export const demoEntry = (): Plugin => ({
  name: 'matchday-demo-entry',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => {
      if (!html.includes(APP_ENTRY)) throw new Error(`index.html no longer loads ${APP_ENTRY}`);
      return html.replace(APP_ENTRY, DEMO_ENTRY);
    },
  },
});
