import { useGetOne } from 'react-admin';
import { type Member, memberLine } from './memberOfKey';

export const MemberLine = ({ userId }: { userId: number }) => {
  const { data: member } = useGetOne<Member>('userdetail', { id: userId }, { enabled: userId > 0 });
  return <>{member ? memberLine(member) : `#${userId}`}</>;
};
