import { Backdrop, CircularProgress } from '@mui/material';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isBackgroundRefetch } from '../../kit/live/backgroundRefetches';

/** Showing the overlay for short fetches would only make the screen flicker. */
export const OVERLAY_DELAY_MS = 250;

/** Covers the content only, not the menu, so navigation stays possible. */
export const LoadingOverlay = () => {
  // react-admin's useLoading, less a change elsewhere refreshing what is already shown
  const fetching = useIsFetching({ predicate: (query) => !isBackgroundRefetch(query) });
  const loading = fetching + useIsMutating() > 0;
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Backdrop
      open={visible}
      // a closed backdrop is only hidden, and its spinner would go on restyling the page every frame
      unmountOnExit
      // MUI hides a backdrop from assistive technology; this one carries the only sign of loading, so not here
      aria-hidden={!visible}
      sx={{
        // while it fades out the work is done: clicks and the pointer reach the page beneath at once
        pointerEvents: visible ? 'auto' : 'none',
        position: 'absolute',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        backgroundColor: 'rgba(255, 255, 255, 0.6)',
      }}
    >
      <CircularProgress aria-label={translate('app.loading')} />
    </Backdrop>
  );
};
