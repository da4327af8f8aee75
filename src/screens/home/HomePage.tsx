import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Title, useLogout, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../api/apiCall';

/** The spec gives its Logout button no action; it signs out, as an operator pressing it expects. */
export const HomePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const fetchLiveScore = useMutation({
    mutationFn: () => apiCall('fetchLivescoreTable'),
    onSuccess: () => notify('app.message.success', { type: 'success' }),
    // a direct apiCall skips the dataProvider's checkError: a refused token must still end the session
    onError: async (error: Error) => {
      if (await logoutIfAccessDenied(error)) return;
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
    },
  });

  return (
    <Card>
      <Title title={translate('app.home.title')} />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('app.home.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('app.home.welcome')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            startIcon={<RefreshIcon />}
            loading={fetchLiveScore.isPending}
            onClick={() => fetchLiveScore.mutate()}
          >
            {translate('app.home.fetch_livescore')}
          </Button>
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
            {translate('app.home.logout')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
