import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { useMemo, useState } from 'react';
import { loginByPath, signIn } from '../../api/signIn';
import { madeOnFirstUse } from '../../format/madeOnFirstUse';
import { catalogueTranslate } from '../../i18n/catalogueTranslate';
import { storedLocale, storeLocale } from '../../i18n/locales';
import { enSignInMessages } from '../../i18n/signInMessages.en';
import { thSignInMessages } from '../../i18n/signInMessages.th';
import { useHtmlLanguage } from '../../i18n/useHtmlLanguage';
import { NotificationList } from '../layout/NotificationList';
import { useNotificationQueue } from '../layout/notificationQueue';
import { theme } from '../theme';
import { LoginScreen } from './LoginScreen';

/**
 * The app's own theme, so the form looks the same here. Made on the login page's first render, not as the module
 * loads: a signed-in page load runs this module too and never shows the form.
 */
const loginTheme = madeOnFirstUse(() => createTheme(theme));

/** A language change is stored where the app's store reads it, so the app opens in the same language. */
export const LoginShell = ({ onSignedIn }: { onSignedIn: () => Promise<void> }) => {
  const [locale, setLocale] = useState(storedLocale);
  const refusals = useNotificationQueue<string>();
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
    <ThemeProvider theme={loginTheme()}>
      <CssBaseline enableColorScheme />
      <LoginScreen
        translate={translate}
        locale={locale}
        onLocaleChange={changeLocale}
        signIn={(credentials) => signIn(credentials, loginByPath(translate))}
        onSignedIn={onSignedIn}
        onRefused={refusals.show}
      />
      <NotificationList
        items={refusals.shown.map(({ key, value }) => ({ key, type: 'error', message: translate(value) }))}
        onDismiss={refusals.dismiss}
      />
    </ThemeProvider>
  );
};
