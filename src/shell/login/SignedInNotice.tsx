import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';

/** Said by the app, as the light login page is gone by the time it would. */
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
