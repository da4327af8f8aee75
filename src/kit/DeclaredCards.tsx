/** A list's records as cards, for a phone: the same failure, loading and empty states as the table. */
import { LinearProgress, Stack } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useBulkButtons } from './bulkButtons';
import { CardsBulkToolbar } from './CardSelection';
import { cardFields } from './cardFields';
import type { ResourceDeclaration } from './declaration';
import { ListEmptyState } from './ListEmptyState';
import { ListLoadFailure } from './LoadFailure';
import { RecordCard } from './RecordCard';

export const DeclaredCards = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const fields = useMemo(() => cardFields(declaration), [declaration]);
  const { data, error, isPending } = useListContext();
  const bulk: ReactNode | false = useBulkButtons(declaration);
  if (error) return <ListLoadFailure resource={declaration.name} />;
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ m: 1 }} />;
  if (!data || data.length === 0) return <ListEmptyState declaration={declaration} />;
  const selectable = bulk !== false;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {selectable ? <CardsBulkToolbar buttons={bulk} /> : null}
      {data.map((record) => (
        <RecordCard key={record.id} declaration={declaration} record={record} fields={fields} selectable={selectable} />
      ))}
    </Stack>
  );
};
