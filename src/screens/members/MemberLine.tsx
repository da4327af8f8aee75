import { useGetOne } from 'react-admin';

export const MemberLine = ({ userId }: { userId: number }) => {
  const { data: member } = useGetOne('userdetail', { id: userId }, { enabled: userId > 0 });
  return <>{member ? `#${userId} ${member.name} · ${member.phone}` : `#${userId}`}</>;
};
