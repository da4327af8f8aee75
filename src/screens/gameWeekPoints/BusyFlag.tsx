/**
 * While one player update or the summarise runs, the spec refuses a second. A ref decides, since two clicks in the
 * same tick would both see the old state; the state only redraws.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

export interface BusyFlag {
  busy: boolean;
  /** false, having told the operator, when another task is running */
  run(task: () => Promise<unknown>): Promise<boolean>;
}

const BusyContext = createContext<BusyFlag | null>(null);

export const BusyFlagProvider = ({ children }: { children: ReactNode }) => {
  const notify = useNotify();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (task: () => Promise<unknown>) => {
      if (running.current) {
        notify('app.game_week_detail.busy', { type: 'warning' });
        return false;
      }
      running.current = true;
      setBusy(true);
      try {
        await task();
      } finally {
        running.current = false;
        setBusy(false);
      }
      return true;
    },
    [notify],
  );
  const value = useMemo(() => ({ busy, run }), [busy, run]);
  return <BusyContext.Provider value={value}>{children}</BusyContext.Provider>;
};

export function useBusyFlag(): BusyFlag {
  const flag = useContext(BusyContext);
  if (!flag) throw new Error('useBusyFlag needs a BusyFlagProvider above it');
  return flag;
}
