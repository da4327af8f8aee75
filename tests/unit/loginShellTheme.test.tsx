/**
 * A signed-in page load runs the login page's module (the entry imports it) without ever showing the form, so the
 * module makes its theme only when the form first renders.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('@mui/material', async (importOriginal) => {
  const material = await importOriginal<typeof import('@mui/material')>();
  return { ...material, createTheme: vi.fn(material.createTheme) };
});

afterEach(cleanup);

it('makes its theme on its first render, once, not as its module loads', async () => {
  const { createTheme } = await import('@mui/material');
  const { LoginShell } = await import('../../src/shell/login/LoginShell');
  expect(createTheme).not.toHaveBeenCalled();
  render(<LoginShell onSignedIn={async () => {}} />);
  cleanup();
  render(<LoginShell onSignedIn={async () => {}} />);
  expect(createTheme).toHaveBeenCalledTimes(1);
});
