import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link, Title, useGetIdentity, useTranslate } from 'react-admin';
import { roleLabelKey } from '../../i18n/roleLabels';
import { HOME_PATH } from '../home';

/** Where react-admin sends a URL the role may not open: it says why, and the way back. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? translate(roleLabelKey(identity.role)) : '…';
  return (
    <Card>
      <Title title={translate('app.access_denied.title')} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.access_denied.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.access_denied.message', { role })}
        </Typography>
        <Button variant="contained" component={Link} to={HOME_PATH}>
          {translate('app.access_denied.back_home')}
        </Button>
      </CardContent>
    </Card>
  );
};
