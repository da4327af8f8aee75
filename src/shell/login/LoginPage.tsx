import { useEffect } from 'react';
import {
  useAuthProvider,
  useLocaleState,
  useLocation,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppAuthProvider } from '../../api/authProvider';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { LoginScreen } from './LoginScreen';

/** The app's /login route, after a session ends; a first visit without a token gets the same form from main.tsx. */
export const LoginPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [locale, setLocale] = useLocaleState();
  useDocumentLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit by design
  useEffect(() => {
    let current = true;
    authProvider
      ?.resumeSession?.(location.search)
      .then((destination) => {
        if (current && destination) navigate(destination, { replace: true });
      })
      .catch(() => {
        // nothing to resume: the form is there
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <LoginScreen
      translate={translate}
      locale={locale}
      onLocaleChange={setLocale}
      // useLogin goes back to the page the route guard came from (else Home)
      signIn={(credentials) => login(credentials)}
      onSignedIn={() => notify('app.message.login_success', { type: 'success' })}
      onRefused={(message) => notify(message, { type: 'error' })}
    />
  );
};
