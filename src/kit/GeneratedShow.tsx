import { Stack, Typography } from '@mui/material';
import {
  Labeled,
  type RaRecord,
  Show,
  SimpleShowLayout,
  useGetRecordRepresentation,
  useRecordContext,
  useShowContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { DeclaredValue } from './DeclaredValue';
import type { RelatedList, ResourceDeclaration } from './declaration';
import { EmbeddedList } from './EmbeddedList';
import { objectFields } from './fields';
import { LoadFailure } from './LoadFailure';
import { fieldLabelKey } from './labels';

function ShowHeading({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(declaration.name);
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  return (
    <Typography variant="h5" component="h1" sx={{ p: 2, pb: 0 }}>
      {record ? `${name} ${represent(record)}` : name}
    </Typography>
  );
}

function ShowActions({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const Actions = declaration.show?.actions;
  if (!Actions || !record) return null;
  return (
    <Stack direction="row" sx={{ px: 2, pt: 1 }}>
      <Actions record={record} />
    </Stack>
  );
}

function RelatedSection({ related, record }: { related: RelatedList; record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate(related.title)}
      </Typography>
      <EmbeddedList declaration={related.declaration} filter={related.filter(record)} />
    </Stack>
  );
}

function RecordFailure({ declaration }: { declaration: ResourceDeclaration }) {
  const { error, refetch, isFetching } = useShowContext();
  return (
    <>
      <ShowHeading declaration={declaration} />
      <LoadFailure
        resource={declaration.name}
        count={1}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching === true}
      />
    </>
  );
}

/** The page says the failure itself: react-admin's own notice would call every failure a missing record. */
const SAID_ON_THE_PAGE = { onError: () => undefined };

export const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show resource={declaration.name} error={<RecordFailure declaration={declaration} />} queryOptions={SAID_ON_THE_PAGE}>
    <ShowHeading declaration={declaration} />
    <ShowActions declaration={declaration} />
    <SimpleShowLayout>
      {objectFields(declaration.record)
        .filter((field) => declaration.fields?.[field.source]?.show !== false)
        .map((field) => (
          <Labeled key={field.source} label={fieldLabelKey(declaration.name, field.source)}>
            <WithRecord
              render={(record: RaRecord) => <DeclaredValue declaration={declaration} field={field} record={record} />}
            />
          </Labeled>
        ))}
    </SimpleShowLayout>
    <WithRecord
      render={(record: RaRecord) => (
        <Stack spacing={3} sx={{ p: 2 }}>
          {(declaration.show?.related ?? []).map((related) => (
            <RelatedSection key={related.title} related={related} record={record} />
          ))}
        </Stack>
      )}
    />
  </Show>
);
