import type { Static } from '@sinclair/typebox';
import { type DataProvider, HttpError } from 'react-admin';
import { USER_PAGE, type User } from '../../../contract';
import { phoneHolders } from '../../../contract/rules/phone';
import type { MemberKey } from '../../kit/memberKey';

export type Member = Static<typeof User>;

/** The member a key names, or why none: a catalogue key and its values, said before anything is asked. */
export type MemberOfKey = { member: Member } | { refusal: string; values: Record<string, string | number> };

async function memberOfId(dataProvider: DataProvider, userId: number): Promise<MemberOfKey> {
  try {
    const { data } = await dataProvider.getOne<Member>('userdetail', { id: userId });
    return { member: data };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return { refusal: 'app.errors.member.not_found', values: { id: userId } };
    }
    throw error;
  }
}

/** As the ticket lookup's route reads a phone. The search also matches names and ids: only phones count here. */
async function memberOfPhone(dataProvider: DataProvider, phone: string): Promise<MemberOfKey> {
  const { data } = await dataProvider.getList<Member>('userdetail', {
    filter: { q: phone },
    pagination: { page: 1, perPage: USER_PAGE.maxLimit },
    sort: { field: 'id', order: 'ASC' },
  });
  const holders = phoneHolders(data, phone);
  if (holders === 'several') return { refusal: 'app.errors.ticket.phone_ambiguous', values: { phone } };
  if (holders.length > 0) return { member: holders[0] };
  return { refusal: 'app.errors.user.not_found_by_phone', values: { phone } };
}

export const memberOfKey = (dataProvider: DataProvider, key: MemberKey): Promise<MemberOfKey> =>
  key.phone === undefined ? memberOfId(dataProvider, key.userId) : memberOfPhone(dataProvider, key.phone);

export const memberLine = (member: Member) => `#${member.id} ${member.name} · ${member.phone}`;
