import { contactQrImage, contactUrl } from 'virtual:contact-qr';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { Translate } from '../../i18n/failureText';

/** The QR code comes with the build (scripts/contactQr.ts) as a data: image, so it makes no request. */
export const ContactQr = ({ translate }: { translate: Translate }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="footer">
    <Box
      component="img"
      src={contactQrImage}
      alt={translate('app.login.qr_alt')}
      sx={{ width: 96, height: 96, flexShrink: 0 }}
    />
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.login.contact_note')}
      </Typography>
      <Link href={contactUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        {translate('app.login.contact_link')}
      </Link>
    </Box>
  </Stack>
);
