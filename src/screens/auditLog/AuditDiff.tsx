import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDateFormat } from '../../format';
import { auditDiff, auditValueText, type DiffRow, isInstantText } from './auditDiff';

export interface AuditDiffProps {
  before: unknown;
  after: unknown;
}

const valueCell = (changed: boolean) =>
  ({
    fontFamily: 'monospace',
    fontSize: '0.8rem',
    wordBreak: 'break-word',
    maxWidth: 280,
    color: changed ? 'text.primary' : 'text.secondary',
  }) as const;

/** <del> and <ins> put the highlight in the markup, so screen readers see which fields changed too. */
const Side = ({ row, side }: { row: DiffRow; side: 'before' | 'after' }) => {
  const { dateTime } = useDateFormat();
  const present = side === 'before' ? row.inBefore : row.inAfter;
  if (!present) return null;
  const value = row[side];
  const text = isInstantText(value) ? dateTime(value) : auditValueText(value);
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

export const AuditDiff = ({ before, after }: AuditDiffProps) => {
  const translate = useTranslate();
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
          <TableRow
            key={row.key}
            data-changed={row.changed}
            sx={row.changed ? { bgcolor: 'rgba(237, 108, 2, 0.06)' } : undefined}
          >
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: row.changed ? 700 : 400, whiteSpace: 'nowrap', color: valueCell(row.changed).color }}
            >
              {row.key || translate('app.audit_log.value')}
            </TableCell>
            <TableCell sx={valueCell(row.changed)}>
              <Side row={row} side="before" />
            </TableCell>
            <TableCell sx={valueCell(row.changed)}>
              <Side row={row} side="after" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
