/**
 * One record of a list as a phone shows it: its name and time on top, a few labelled values, then its buttons.
 * The card is an article named by its top line, so a screen reader can go from record to record.
 */
import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { CardCheckbox } from './CardSelection';
import type { CardFields } from './cardFields';
import { DeclaredValue } from './DeclaredValue';
import type { ResourceDeclaration } from './declaration';
import { fieldLabelKey } from './labels';
import { changedSx, changeOf } from './live/changeHighlight';
import { useRecentChanges } from './live/recentChanges';
import { hasRecordActions, RecordActions } from './RecordActions';

export interface RecordCardProps {
  declaration: ResourceDeclaration;
  record: RaRecord;
  fields: CardFields;
  /** a checkbox for the list's bulk buttons */
  selectable: boolean;
}

const TOP_LINE = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 } as const;
const VALUES = { m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 } as const;
const LABELLED = { display: 'flex', columnGap: 0.5, alignItems: 'center', minWidth: 0 } as const;
/** a long name or code wraps anywhere rather than widening the card past the screen */
const WRAPS = { m: 0, minWidth: 0, overflowWrap: 'anywhere' } as const;

export const RecordCard = ({ declaration, record, fields, selectable }: RecordCardProps) => {
  const translate = useTranslate();
  const primaryId = useId();
  const { primary, secondary, tertiary } = fields;
  const change = changeOf(useRecentChanges(declaration.name), record);
  const value = (field: NonNullable<CardFields['primary']>) => (
    <DeclaredValue declaration={declaration} field={field} record={record} />
  );
  return (
    <RecordContextProvider value={record}>
      <Card variant="outlined" component="article" aria-labelledby={primaryId} sx={changedSx(change)}>
        <CardContent sx={{ pb: 1 }}>
          <Box sx={TOP_LINE}>
            {selectable ? <CardCheckbox record={record} labelledBy={primaryId} /> : null}
            <Typography
              id={primaryId}
              component="div"
              variant="subtitle1"
              sx={{ ...WRAPS, flex: '1 1 auto', fontWeight: 600 }}
            >
              {primary ? value(primary) : record.id}
            </Typography>
            {tertiary ? (
              <Typography component="div" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {value(tertiary)}
              </Typography>
            ) : null}
          </Box>
          {secondary.length > 0 ? (
            <Box component="dl" sx={VALUES}>
              {secondary.map((field) => (
                <Box key={field.source} sx={LABELLED}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(fieldLabelKey(declaration.name, field.source))}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={WRAPS}>
                    {value(field)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </CardContent>
        {hasRecordActions(declaration) ? (
          <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pt: 0 }}>
            <RecordActions declaration={declaration} record={record} />
          </CardActions>
        ) : null}
      </Card>
    </RecordContextProvider>
  );
};
