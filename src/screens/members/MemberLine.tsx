import { useGetOne } from 'react-admin';

/**
 * One member as a confirmation names them: '#id name · phone', read through the member's own route; the id
 * alone until it answers (or when it cannot).
 */
export const MemberLine = ({ userId }: { userId: number }) => {
  const { data: member } = useGetOne('userdetail', { id: userId }, { enabled: userId > 0 });
  return <>{member ? `#${userId} ${member.name} · ${member.phone}` : `#${userId}`}</>;
};
