import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';

/**
 * 'Login successful' (spec section 8) in the app's notifications, once, when the app starts right after the
 * light login page signed in (the login page itself is gone by then).
 */
export const SignedInNotice = () => {
  const notify = useNotify();
  // StrictMode runs effects twice in development: one notice all the same
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify('app.message.login_success', { type: 'success' });
  }, [notify]);
  return null;
};
