import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScreenNote } from './screenNote';

/** A screen's note (screenNote.ts): its lines in two columns from MUI's `md` width, as the static shell paints it. */
export const NoteBanner = ({ note }: { note: ScreenNote }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={false} aria-label={translate(note.title)}>
      <AlertTitle>{translate(note.title)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, columnGap: 4 }}>
        {note.lines.map((line) => (
          <li key={line.key}>{translate(line.key, line.values)}</li>
        ))}
      </Box>
    </Alert>
  );
};
