import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { Credentials } from '../../api/signIn';
import type { Translate } from '../../i18n/failureText';
import { DemoBannerView } from '../layout/DemoBannerView';
import { Logo } from '../layout/Logo';
import { ContactQr } from './ContactQr';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginField } from './LoginField';

const refusedFields = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;

/** Each refused field is named by the form's own label, not its wire name. */
const errorText = (error: unknown, translate: Translate): string => {
  const fields = refusedFields(error);
  if (fields) {
    return Object.entries(fields)
      .map(([field, message]) => `${translate(`app.login.${field}`, { _: field })}: ${message}`)
      .join('; ');
  }
  return error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error';
};

export interface LoginScreenProps {
  translate: Translate;
  locale: string;
  onLocaleChange: (locale: string) => void;
  signIn: (credentials: Credentials) => Promise<void>;
  /** the form stays busy until it settles */
  onSignedIn: () => void | Promise<void>;
  /** a refusal's words (a catalogue key or the server's text), for the notification list at the top right */
  onRefused: (message: string) => void;
}

/** The one login form: LoginShell (before react-admin loads) and LoginPage (the app's /login) pass their own parts. */
export const LoginScreen = ({ translate, locale, onLocaleChange, signIn, onSignedIn, onRefused }: LoginScreenProps) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    signIn({ username, password })
      .then(onSignedIn)
      .catch((error: unknown) => onRefused(errorText(error, translate)))
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
        <DemoBannerView translate={translate} />
        <Card>
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Logo />
              <LanguageSwitch locale={locale} onChange={onLocaleChange} />
            </Stack>
            <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
              {translate('app.login.title')}
            </Typography>
            <Box component="form" noValidate onSubmit={submit}>
              <LoginField
                label={translate('app.login.username')}
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                disabled={submitting}
              />
              <LoginField
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
            <ContactQr translate={translate} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
