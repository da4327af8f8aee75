import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useLogout, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { apiCall } from '../../api/apiCall';
import { Allowed } from '../../kit/Allowed';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';

/**
 * Home, the dashboard at / and /home: title, welcome text, a Logout button and a button that
 * fetches the live score table. The spec shows no action for its Logout button; here it signs out, which is
 * what an operator pressing it expects.
 */
export const HomePage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const fetchLiveScore = useNotifyingMutation({
    mutationFn: () => apiCall('fetchLivescoreTable'),
    succeeded: 'app.message.success',
    // a direct apiCall skips the dataProvider's checkError: a refused token must still end the session
    handledElsewhere: logoutIfAccessDenied,
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
          <Allowed route="fetchLivescoreTable">
            <Button
              variant="contained"
              startIcon={<RefreshIcon />}
              loading={fetchLiveScore.isPending}
              onClick={() => fetchLiveScore.mutate()}
            >
              {translate('app.home.fetch_livescore')}
            </Button>
          </Allowed>
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
            {translate('app.home.logout')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
