import { Link, type RaRecord, useCreatePath, useTranslate } from 'react-admin';
import { memberResource } from '../members';
import { MemberLine } from '../members/MemberLine';

/**
 * The member by name and phone, as the payment's answer carries them, linked to the member's page. An answer
 * without them (the provider's) names the member by one read of its own.
 */
export const PaymentMember = ({ payment }: { payment: RaRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = createPath({ resource: memberResource.name, id: payment.user_id, type: 'show' });
  const named = typeof payment.member_name === 'string';
  return (
    <Link
      to={to}
      aria-label={named ? translate('app.payments.member_link', { name: payment.member_name }) : undefined}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {named ? `${payment.member_name} · ${payment.member_phone ?? ''}` : <MemberLine userId={payment.user_id} />}
    </Link>
  );
};
