import { Type } from '@sinclair/typebox';
import { AdminIdentity } from './auth';
import { OkAnswer } from './common';
import { Season } from './seasons';
import { Doc } from './shared';

export const UserInfoAnswer = Doc(
  OkAnswer({ state: Type.Literal(true), data: AdminIdentity }),
  'UserInfoAnswer',
  'The signed-in admin (stored by the SPA as userinfo).',
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
