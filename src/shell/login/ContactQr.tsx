import { Box, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Translate } from '../../i18n/failureText';

export const contactUrl = (): string => import.meta.env.VITE_CONTACT_URL ?? 'https://line.me/ti/p/~matchday';

/** The QR code is drawn in the browser as a data: image, so it makes no request. */
export const ContactQr = ({ translate, url = contactUrl() }: { translate: Translate; url?: string }) => {
  const [image, setImage] = useState<string>();

  useEffect(() => {
    let current = true;
    // the QR library is fetched after the form shows: the login page's first paint does not wait for it
    import('qrcode')
      // CommonJS: bundlers hand it over as the default export
      .then((module) => (module.default ?? module).toDataURL(url, { margin: 1, width: 144 }))
      .then((dataUrl) => {
        if (current) setImage(dataUrl);
      })
      .catch(() => {
        // no QR (e.g. no canvas): the link below still works
      });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="footer">
      {/* the image's room is kept while it is drawn, so the note beside it does not move (layout shift) */}
      <Box sx={{ width: 96, height: 96, flexShrink: 0 }}>
        {image ? (
          <Box component="img" src={image} alt={translate('app.login.qr_alt')} sx={{ width: 96, height: 96 }} />
        ) : null}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.login.contact_note')}
        </Typography>
        <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2">
          {translate('app.login.contact_link')}
        </Link>
      </Box>
    </Stack>
  );
};
