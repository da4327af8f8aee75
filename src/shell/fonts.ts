/**
 * Sarabun, a typeface made for Thai screens, served from our own origin (Vite copies the files beside the
 * scripts; the CSP allows fonts from 'self' only): on a shared office PC or a phone without a Thai font, Thai
 * letters would otherwise be boxes. Each weight's stylesheet names its Thai, Latin, Latin-ext and Vietnamese
 * files by unicode-range, so a browser fetches only the ones the page uses, and `font-display: swap` shows the
 * text at once in a system font until they arrive. Regular for text, medium for buttons, bold for headings.
 */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
