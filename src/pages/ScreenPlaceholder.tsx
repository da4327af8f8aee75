import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * What a screen shows until its own issue builds it: the screen's title (in the app bar and on the page)
 * and a note that it is under construction. Part of the SPA foundation frame only.
 */
export const ScreenPlaceholder = ({ title, titleArgs }: { title: string; titleArgs?: Record<string, unknown> }) => {
  const translate = useTranslate();
  const text = translate(title, titleArgs);
  return (
    <Card>
      <Title title={text} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {text}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ConstructionIcon fontSize="small" />
          <Typography variant="body2">{translate('app.placeholder.note')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
