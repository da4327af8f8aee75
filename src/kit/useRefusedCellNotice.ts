import { useNotify, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import type { InlineRow } from './inlineCells';
import { fieldLabelKey } from './labels';

export function useRefusedCellNotice(declaration: ResourceDeclaration) {
  const notify = useNotify();
  const translate = useTranslate();
  return (refused: Extract<InlineRow, { ok: false }>) => {
    const field = translate(fieldLabelKey(declaration.name, refused.source));
    const problem = translate(refused.problem.message, refused.problem.args);
    notify('app.validation.cell_refused', { type: 'error', messageArgs: { field, problem } });
  };
}
