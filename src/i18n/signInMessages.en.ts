/** The light login page ships only these before sign-in; the full catalogue spreads them, so each is written once. */
import type { ErrorCode } from '../../contract/errorCodes';

/** With the field refusal other field problems fall back to, so the login page never shows a catalogue key. */
export type AuthErrorCode = Extract<ErrorCode, `auth.${string}`> | 'validation.invalid';

export const enAuthErrorMessages: Record<AuthErrorCode, string> = {
  'validation.invalid': 'Not a valid value',
  'auth.token_missing': 'Please sign in',
  'auth.session_ended': 'Your session has ended: please sign in again',
  'auth.invalid_credentials': 'Invalid username or password',
  'auth.account_disabled': 'This admin account is disabled: another admin can enable it',
  'auth.invalid_app_key': 'The app key is not valid',
  'auth.throttled': 'Too many failed sign-ins. Please wait %{minutes} minute(s) and try again.',
  'auth.address_busy': 'Sign-ins from this address are still being checked. Try again in a moment.',
  'auth.server_busy': 'The server is busy checking other sign-ins. Try again in a moment.',
  'auth.forbidden': 'Your role (%{role}) does not allow this: ask an owner',
};

export const enSignInMessages = {
  demo_banner: 'Demo mode — sample data, no server',
  demo_reset: 'Reset demo data',
  login: {
    title: 'Sign in to Matchday Admin',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    contact_note: 'Want API access? Contact the provider by scanning the QR code or following the link.',
    contact_link: 'Contact the provider',
    qr_alt: 'QR code to contact the provider',
  },
  message: {
    login_success: 'Login successful',
    fill_all_fields: 'Please fill in all fields',
  },
  errors: enAuthErrorMessages,
};

export type SignInMessages = typeof enSignInMessages;
