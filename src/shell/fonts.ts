/**
 * Served from our own origin, as the CSP allows fonts from 'self' only: without a Thai font (a shared office PC),
 * Thai letters would be boxes. unicode-range means a browser fetches only the subsets the page uses.
 */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
