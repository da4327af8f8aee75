import type { Plugin } from 'vite';

const APP_ENTRY = '/src/shell/main.tsx';
const DEMO_ENTRY = '/demo/main.ts';

/**
 * `npm run demo` and `npm run build:demo` start from the demo's entry, which starts the in-page server before it
 * hands over to the SPA's: the SPA itself never imports the demo, so no other build can carry it.
 */
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
