/** Every record with its own edit form: for a handful of records edited in place (the game-week screen's rewards). */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DeclaredRecordForm } from './DeclaredRecordForm';
import type { ResourceDeclaration } from './declaration';
import { useRecordName } from './recordName';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

export interface DeclaredRecordFormsProps {
  declaration: ResourceDeclaration;
  saveLabel?: string;
}

export const DeclaredRecordForms = ({ declaration, saveLabel }: DeclaredRecordFormsProps) => {
  const translate = useTranslate();
  const { data: records = [] } = useGetList(declaration.name, ALL);
  const title = translate(declaration.list?.title ?? `resources.${declaration.name}.name`, { smart_count: 2 });
  const one = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  const nameOf = useRecordName(declaration);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>
          {records.map((record) => (
            <Card key={record.id} variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  {`${one}: ${nameOf(record)}`}
                </Typography>
                <DeclaredRecordForm declaration={declaration} record={record} saveLabel={saveLabel} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
