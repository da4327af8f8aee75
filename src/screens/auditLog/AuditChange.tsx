/** An audit row's change as a sentence; its fields one by one and the stored JSON behind a details toggle. */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { AuditDiff } from './AuditDiff';
import { auditJson } from './auditJson';
import { type AuditedChange, auditSentence } from './auditSentence';
import { useValueWording } from './useValueWording';

const StoredJson = ({ label, value }: { label: string; value: unknown }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Box
      component="pre"
      sx={{ m: 0, p: 1, fontSize: '0.75rem', bgcolor: 'action.hover', overflowX: 'auto', maxWidth: 560 }}
    >
      {auditJson(value)}
    </Box>
  </Box>
);

export const AuditChange = ({ entry }: { entry: RaRecord }) => {
  const wording = useValueWording();
  const { translate } = wording;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" data-testid="audit-sentence">
        {auditSentence(wording, entry as RaRecord & AuditedChange)}
      </Typography>
      <Button
        size="small"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        // the details are not in the page while closed: point only at what is there
        aria-controls={open ? detailsId : undefined}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {translate(open ? 'app.audit.hide_details' : 'app.audit.details')}
      </Button>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Stack spacing={1}>
          <AuditDiff targetType={entry.target_type} before={entry.before} after={entry.after} />
          <StoredJson label={translate('app.audit_log.before')} value={entry.before} />
          <StoredJson label={translate('app.audit_log.after')} value={entry.after} />
        </Stack>
      </Collapse>
    </Stack>
  );
};
