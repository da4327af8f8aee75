import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { HOME_PATH } from '../home';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Card>
      <Title title={translate('app.not_found.title')} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h3" component="p" color="text.secondary" gutterBottom>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.not_found.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.not_found.message')}
        </Typography>
        <Button variant="contained" component={Link} to={HOME_PATH}>
          {translate('app.not_found.back_home')}
        </Button>
      </CardContent>
    </Card>
  );
};
