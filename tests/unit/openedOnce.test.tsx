/** A row's dialog is drawn only once asked for, and then kept, so it closes with its transition. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenedOnce } from '../../src/kit/OpenedOnce';

afterEach(cleanup);

const Dialog = ({ open }: { open: boolean }) => (
  <OpenedOnce open={open}>
    <p>{open ? 'open' : 'closing'}</p>
  </OpenedOnce>
);

describe('OpenedOnce', () => {
  it('draws nothing while never opened', () => {
    render(<Dialog open={false} />);
    expect(screen.queryByText(/open|closing/)).toBeNull();
  });

  it('draws its dialog when it opens, and keeps it once closed', () => {
    const { rerender } = render(<Dialog open={false} />);
    rerender(<Dialog open />);
    expect(screen.getByText('open')).toBeTruthy();
    rerender(<Dialog open={false} />);
    expect(screen.getByText('closing')).toBeTruthy();
  });

  it('draws a dialog open from the start at once', () => {
    render(<Dialog open />);
    expect(screen.getByText('open')).toBeTruthy();
  });
});
