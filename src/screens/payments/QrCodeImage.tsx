import { type RaRecord, useTranslate } from 'react-admin';

export const QrCodeImage = ({ payment }: { payment: RaRecord }) => {
  const translate = useTranslate();
  return (
    <img
      src={payment.qr_code}
      alt={translate('app.payments.qr_alt', { id: payment.id })}
      width={72}
      height={72}
      loading="lazy"
    />
  );
};
