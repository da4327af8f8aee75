/**
 * The login page's contact QR code, drawn at build time from the build's contact address (VITE_CONTACT_URL, else
 * the provider's own), so the page draws it with the form. Drawn in the browser, it would wait for a QR library
 * to be fetched, and come half a second after the form as the phone's largest drawing: the page's LCP.
 */
import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_CONTACT_URL } from '../contract/contactAddress';
import { qrCodeDataUrl } from '../contract/rules/qrImage';

const MODULE_ID = 'virtual:contact-qr';
/** Rollup's mark for a module that is no file */
const RESOLVED_ID = `\0${MODULE_ID}`;

async function contactQrModule(url: string): Promise<string> {
  return [
    `export const contactUrl = ${JSON.stringify(url)};`,
    `export const contactQrImage = ${JSON.stringify(await qrCodeDataUrl(url))};`,
  ].join('\n');
}

export const contactQr = (): Plugin => {
  let url = DEFAULT_CONTACT_URL;
  return {
    name: 'matchday-contact-qr',
    configResolved(config) {
      url = loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_CONTACT_URL || DEFAULT_CONTACT_URL;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? contactQrModule(url) : undefined),
  };
};
