import { roles } from './access';
import { AdminIdentity } from './auth';
import { OkAnswer } from './common';
import { Season } from './seasons';
import { Doc, OneOf } from './shared';
import * as Type from './typeBuilder';

export const UserInfo = Type.Composite([
  AdminIdentity,
  Type.Object({
    display_name: Type.String({ description: 'The name shown to other admins' }),
    role: OneOf(roles, { description: 'What the admin may do (contract/permissions.ts)' }),
  }),
]);

export const UserInfoAnswer = Doc(
  OkAnswer({ state: Type.Literal(true), data: UserInfo }),
  'UserInfoAnswer',
  'The signed-in admin (stored by the SPA as userinfo): who, the name shown, and the role.',
);

export const UserBalanceAnswer = Doc(
  OkAnswer({
    status: Type.Literal('ok'),
    data: Type.Object({ balance: Type.Number(), username: Type.String() }),
  }),
  'UserBalanceAnswer',
  "The balance chip's value and the username.",
);

export const PremierLeagueSeasonsAnswer = Doc(
  OkAnswer({ seasons: Type.Array(Season) }),
  'PremierLeagueSeasonsAnswer',
  'The seasons of the premier league.',
);
