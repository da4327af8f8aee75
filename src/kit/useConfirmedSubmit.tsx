/** The spec's "ask before saving": submit holds the checked values until Confirm sends them. */
import { type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';
import type { FormOptions } from './declaration';

type Values = Record<string, unknown>;

export interface ConfirmedSubmit {
  /** what the save returns (a refusal's field errors) reaches the form, which marks the inputs */
  submit: (values: Values) => unknown;
  dialog: ReactNode;
}

export function useConfirmedSubmit(
  confirm: FormOptions['confirm'],
  save: (values: Values) => unknown,
  record?: Values,
): ConfirmedSubmit {
  const [waiting, setWaiting] = useState<Values | null>(null);
  if (!confirm) return { submit: save, dialog: null };
  const asks = (values: Values) => confirm.when?.(values, record) ?? true;
  return {
    submit: (values) => (asks(values) ? setWaiting(values) : save(values)),
    dialog: (
      <Confirm
        isOpen={waiting !== null}
        title={confirm.title}
        content={confirm.content}
        // the text may name what moves (the values about to be sent)
        translateOptions={waiting ?? {}}
        onConfirm={() => {
          if (waiting) save(waiting);
          setWaiting(null);
        }}
        onClose={() => setWaiting(null)}
      />
    ),
  };
}
