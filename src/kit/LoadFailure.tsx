/**
 * A read that failed, in the place of the rows or the record it was for: what could not be loaded, why (the
 * server's answer as the api layer words it, or that the server could not be reached), and Retry, which asks
 * again. An answer that never came is not an empty one, so a failure never shows the empty text.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { HttpError, useListContext, useTranslate } from 'react-admin';
import { resourceNameInText } from './labels';
import { useFailureText } from './useFailureText';

export interface LoadFailureProps {
  resource: string;
  /** 1 for a record, more for a list: the resource's name is said in that number */
  count: number;
  error: unknown;
  onRetry: () => void;
  /** the retry is under way: its button waits */
  retrying: boolean;
}

/** Why the read failed: an answer's worded reason; anything else never reached the server or never came back. */
function useFailureReason(resource: string) {
  const translate = useTranslate();
  const failureText = useFailureText(resource);
  return (error: unknown) =>
    error instanceof HttpError
      ? failureText(error) || translate('ra.notification.http_error')
      : translate('app.load_failure.unreachable');
}

export const LoadFailure = ({ resource, count, error, onRetry, retrying }: LoadFailureProps) => {
  const translate = useTranslate();
  const reason = useFailureReason(resource);
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} disabled={retrying} onClick={onRetry}>
          {translate('app.load_failure.retry')}
        </Button>
      }
    >
      <AlertTitle>
        {translate('app.load_failure.title', { name: resourceNameInText(translate, resource, count) })}
      </AlertTitle>
      {reason(error)}
    </Alert>
  );
};

/** The failure of the list in context, in the place of its rows: the table's and the cards' alike. */
export const ListLoadFailure = ({ resource }: { resource: string }) => {
  const { error, isFetching, refetch } = useListContext();
  return (
    <LoadFailure
      resource={resource}
      count={2}
      error={error}
      onRetry={() => void refetch()}
      retrying={isFetching === true}
    />
  );
};
