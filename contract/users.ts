import { CloneType, type TSchema } from '@sinclair/typebox';
import { OkAnswer, PageQuery } from './common';
import { Doc, OneOf, PageInfo } from './shared';
import { TextOrEmpty } from './text';
import * as Type from './typeBuilder';

export const USER_PAGE = { limit: 50, maxLimit: 100 } as const;
export const USER_SORT_FIELDS = ['id', 'name', 'username'] as const;

export const User = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    username: Type.String(),
    phone: Type.String(),
    bank_account: Type.String(),
    bank_type: Type.String(),
  },
  { title: 'User', description: 'A player of the game (a member).' },
);

/** No defaults: the spec's get-all-user answers every user when neither page nor limit is sent. */
const { page, limit } = PageQuery(USER_PAGE).properties;
const withoutDefault = <T extends TSchema>(schema: T) => {
  const { default: _default, ...rest } = schema as T & { default?: unknown };
  return rest as T;
};

export const UsersQuery = Doc(
  Type.Object({
    page: withoutDefault(page),
    limit: withoutDefault(limit),
    q: Type.Optional(
      CloneType(TextOrEmpty(100), {
        description: 'The exact id, or text anywhere in name, username or phone (A-Z in any case)',
      }),
    ),
    sort: Type.Optional(OneOf(USER_SORT_FIELDS, { default: 'id' })),
    order: Type.Optional(OneOf(['ASC', 'DESC'], { default: 'ASC' })),
  }),
  'UsersQuery',
  "Without page and limit: every user (the spec's get-all-user). With either: that page, from 1, limit 50 by " +
    'default (at most 100). q searches; sort and order choose the order.',
);

export const UsersAnswer = Doc(
  OkAnswer({ data: Type.Array(User), ...PageInfo }),
  'UsersAnswer',
  'Every user (no page or limit sent) or one page of users (50 a page by default).',
);

export const UserAnswer = Doc(OkAnswer({ user: User }), 'UserAnswer', "One member (the member's page in the admin).");
