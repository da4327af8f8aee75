import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ValueWording } from '../../kit/fieldText';
import { auditDiff, type DiffRow } from './auditDiff';
import { type AuditField, auditFieldOf, auditTargetOf } from './auditTargets';
import { auditFieldLabel, auditValueText } from './auditWording';
import { useValueWording } from './useValueWording';

export interface AuditDiffProps {
  /** whose labels and formatters name and show the fields */
  targetType: string;
  before: unknown;
  after: unknown;
}

const valueCell = (changed: boolean) =>
  ({
    fontSize: '0.8rem',
    wordBreak: 'break-word',
    maxWidth: 280,
    color: changed ? 'text.primary' : 'text.secondary',
  }) as const;

interface SideProps {
  row: DiffRow;
  field: AuditField;
  side: 'before' | 'after';
  wording: ValueWording;
}

/** <del> and <ins> put the highlight in the markup, so screen readers see which fields changed too. */
const Side = ({ row, field, side, wording }: SideProps) => {
  const present = side === 'before' ? row.inBefore : row.inAfter;
  if (!present) return null;
  const text = auditValueText(wording, field, row[side]);
  if (!row.changed) return <>{text}</>;
  return side === 'before' ? (
    <Box component="del" sx={{ color: 'error.dark', bgcolor: 'rgba(211, 47, 47, 0.08)' }}>
      {text}
    </Box>
  ) : (
    <Box component="ins" sx={{ color: 'success.dark', bgcolor: 'rgba(46, 125, 50, 0.12)', textDecoration: 'none' }}>
      {text}
    </Box>
  );
};

const DiffLine = ({ row, targetType, wording }: { row: DiffRow; targetType: string; wording: ValueWording }) => {
  const field = auditFieldOf(auditTargetOf(targetType), row.key, row.after ?? row.before);
  return (
    <TableRow data-changed={row.changed} sx={row.changed ? { bgcolor: 'rgba(237, 108, 2, 0.06)' } : undefined}>
      <TableCell
        component="th"
        scope="row"
        sx={{ fontWeight: row.changed ? 700 : 400, whiteSpace: 'nowrap', color: valueCell(row.changed).color }}
      >
        {row.key ? auditFieldLabel(wording, field) : wording.translate('app.audit_log.value')}
      </TableCell>
      <TableCell sx={valueCell(row.changed)}>
        <Side row={row} field={field} side="before" wording={wording} />
      </TableCell>
      <TableCell sx={valueCell(row.changed)}>
        <Side row={row} field={field} side="after" wording={wording} />
      </TableCell>
    </TableRow>
  );
};

/** Every stored field, named by the target's labels, before and after, the changed ones highlighted. */
export const AuditDiff = ({ targetType, before, after }: AuditDiffProps) => {
  const wording = useValueWording();
  const { translate } = wording;
  const rows = auditDiff(before, after);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit_log.no_details')}
      </Typography>
    );
  }
  return (
    <Table size="small" sx={{ '& td, & th': { py: 0.25, px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('app.audit_log.field')}</TableCell>
          <TableCell component="th">{translate('app.audit_log.before')}</TableCell>
          <TableCell component="th">{translate('app.audit_log.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <DiffLine key={row.key} row={row} targetType={targetType} wording={wording} />
        ))}
      </TableBody>
    </Table>
  );
};
