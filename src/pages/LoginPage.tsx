import { Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import {
  LocalesMenuButton,
  useAuthProvider,
  useLocation,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppAuthProvider } from '../authProvider';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';
import { DemoBanner } from '../layout/DemoBanner';
import { Logo } from '../layout/Logo';
import { ContactQr } from './ContactQr';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error';

/**
 * Login (spec screen 1), a bare page outside the layout: username, password, login button, and the footer
 * with the provider's contact QR. On opening it stores the URL's query parameters and, when a handed-over or
 * stored token is still valid, continues without asking for a password (authProvider.resumeSession).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  useDocumentLanguage();

  // Only on opening: the search of the URL the page was opened with.
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    login({ username, password })
      .then(() => notify('app.message.login_success', { type: 'success' }))
      .catch((error: unknown) => notify(errorText(error), { type: 'error' }))
      .finally(() => setSubmitting(false));
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <DemoBanner />
        <Card>
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Logo />
              <LocalesMenuButton />
            </Stack>
            <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
              {translate('app.login.title')}
            </Typography>
            <Box component="form" noValidate onSubmit={submit}>
              <TextField
                label={translate('app.login.username')}
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                disabled={submitting}
              />
              <TextField
                label={translate('app.login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={submitting}
              />
              <Button type="submit" variant="contained" fullWidth loading={submitting} sx={{ mt: 2 }}>
                {translate('app.login.submit')}
              </Button>
            </Box>
            <Divider sx={{ my: 2 }} />
            <ContactQr />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
