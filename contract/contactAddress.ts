/** Where the login page's contact note points when the build names no address of its own (VITE_CONTACT_URL). */
export const DEFAULT_CONTACT_URL = 'https://line.me/ti/p/~matchday';
