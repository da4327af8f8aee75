import { Alert, type AlertColor, Box, Button } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export const severityOf = (type: string | undefined): AlertColor =>
  type === 'success' || type === 'error' || type === 'warning' ? type : 'info';

export interface NotificationView {
  key: number;
  type?: string;
  message: ReactNode;
  multiLine?: boolean;
  /** the label of its undo button; none without one */
  undoLabel?: string;
}

export interface NotificationListProps {
  items: readonly NotificationView[];
  onDismiss: (key: number, isUndo?: boolean) => void;
  /** puts each alert in its context (react-admin's close-notification one) */
  wrap?: (key: number, alert: ReactNode) => ReactNode;
}

/** The notifications at the top right, newest last: MUI only, so the light login page shows them as the app does. */
export const NotificationList = ({ items, onDismiss, wrap = (_, alert) => alert }: NotificationListProps) => {
  if (items.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label="notifications"
      sx={{
        position: 'fixed',
        top: (theme) => theme.spacing(9),
        right: (theme) => theme.spacing(2),
        // above dialogs and their backdrop (modal 1300), like MUI's own snackbars
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(420px, calc(100vw - 32px))',
      }}
    >
      {items.map((item) => (
        <Fragment key={item.key}>
          {wrap(
            item.key,
            <Alert
              variant="filled"
              severity={severityOf(item.type)}
              data-notification-type={item.type}
              onClose={() => onDismiss(item.key)}
              action={
                item.undoLabel ? (
                  <Button color="inherit" size="small" onClick={() => onDismiss(item.key, true)}>
                    {item.undoLabel}
                  </Button>
                ) : undefined
              }
              sx={{ boxShadow: 3, whiteSpace: item.multiLine ? 'pre-wrap' : undefined }}
            >
              {item.message}
            </Alert>,
          )}
        </Fragment>
      ))}
    </Box>
  );
};
