import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** After Sarabun, Thai fonts a system may have, for the moment before Sarabun loads. */
export const fontStack = [
  '"Sarabun"',
  '"Noto Sans Thai"',
  '"Leelawadee UI"',
  '"Thonburi"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f6f43' },
    secondary: { main: '#22303c' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: fontStack,
    // Thai vowels and tone marks sit above and below the line
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.6 },
  },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};
