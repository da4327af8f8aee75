import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { useMemo, useState } from 'react';
import { loginByPath, signIn } from '../../api/signIn';
import { catalogueTranslate } from '../../i18n/catalogueTranslate';
import { storedLocale, storeLocale } from '../../i18n/locales';
import { enSignInMessages } from '../../i18n/signInMessages.en';
import { thSignInMessages } from '../../i18n/signInMessages.th';
import { useHtmlLanguage } from '../../i18n/useHtmlLanguage';
import { theme } from '../theme';
import { LoginScreen } from './LoginScreen';

// the app's own theme (react-admin's default light theme with the product's colours): the form looks the same here
const shellTheme = createTheme(theme);

/**
 * The login page of a visitor with no token, before react-admin is loaded (issue 20: its JavaScript is React, a
 * few MUI pieces and these texts, not the app). Its language is the app's stored choice, and a change is stored
 * where the app's store reads it; it signs in by the login route's path and hands over to the app.
 */
export const LoginShell = ({ onSignedIn }: { onSignedIn: () => Promise<void> }) => {
  const [locale, setLocale] = useState(storedLocale);
  useHtmlLanguage(locale);
  const translate = useMemo(
    () => catalogueTranslate({ app: locale === 'en' ? enSignInMessages : thSignInMessages }),
    [locale],
  );
  const changeLocale = (chosen: string) => {
    storeLocale(chosen);
    setLocale(chosen);
  };
  return (
    <ThemeProvider theme={shellTheme}>
      <CssBaseline enableColorScheme />
      <LoginScreen
        translate={translate}
        locale={locale}
        onLocaleChange={changeLocale}
        signIn={(credentials) => signIn(credentials, loginByPath(translate))}
        onSignedIn={onSignedIn}
      />
    </ThemeProvider>
  );
};
