import { ButtonBase, Dialog, DialogContent } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { OpenedOnce } from '../../kit/OpenedOnce';

const THUMBNAIL_PX = 28;
const FULL_PX = 280;

/** A thumbnail keeps the row short; the code is scanned from its full size, opened on click. */
export const QrCodeImage = ({ payment }: { payment: RaRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const alt = translate('app.payments.qr_alt', { id: payment.id });
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={translate('app.payments.qr_open', { id: payment.id })}
        sx={{ display: 'block' }}
      >
        <img
          src={payment.qr_code}
          alt={alt}
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          loading="lazy"
          style={{ display: 'block' }}
        />
      </ButtonBase>
      <OpenedOnce open={open}>
        <Dialog open={open} onClose={() => setOpen(false)} aria-label={alt}>
          <DialogContent>
            <img
              src={payment.qr_code}
              alt={alt}
              width={FULL_PX}
              height={FULL_PX}
              style={{ imageRendering: 'pixelated' }}
            />
          </DialogContent>
        </Dialog>
      </OpenedOnce>
    </>
  );
};
