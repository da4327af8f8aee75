/** A password goes in, never out: no answer holds it or its hash. A disabled admin cannot sign in. */
import { CloneType } from '@sinclair/typebox';
import { roles } from '../access';
import { Nullable } from '../common';
import { describedPattern } from '../patternMessages';
import { Doc, Instant, OneOf, Secret } from '../shared';
import { PasswordText, Text } from '../text';
import * as Type from '../typeBuilder';
import { withExample } from './bodies';
import { defineRestResource } from './define';

export const ADMIN_STATUSES = ['enabled', 'disabled'] as const;

/** The shortest password an admin may have (the CLI holds to it too). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

const USERNAME = describedPattern(
  '^[A-Za-z0-9._@-]{3,100}$',
  'use 3 to 100 letters A-Z, digits, or the characters . _ @ -',
  'validation.username',
);

export const Admin = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    username: Type.String({
      pattern: USERNAME,
      description: 'Signs in with it; unique, never changed',
      examples: ['somchai.k'],
    }),
    display_name: CloneType(Text(100), { examples: ['สมชาย ก.'] }),
    status: OneOf(ADMIN_STATUSES, { description: 'A disabled admin cannot sign in' }),
    role: OneOf(roles, {
      description:
        'What the admin may do: owner everything; finance money; game the game; viewer reads. Only an owner manages admins',
    }),
    last_sign_in_at: Nullable(Instant('The last successful sign-in, ISO-8601 UTC; null before the first')),
    created_at: Instant(),
  },
  { title: 'Admin', description: 'An admin account. Its password never leaves the server.' },
);

const Password = Secret(
  Type.String({
    ...PasswordText(200),
    minLength: ADMIN_PASSWORD_MIN_LENGTH,
    description: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; stored only as a scrypt hash`,
    examples: ['a long secret'],
  }),
);

/** What a person writes: the server sets the id and the times. */
const Written = Type.Omit(Admin, ['id', 'last_sign_in_at', 'created_at']);

export const CreateAdminBody = Doc(
  withExample(
    Type.Composite([
      Type.Omit(Written, ['status', 'role']),
      Type.Object({ role: Type.Optional(Admin.properties.role), password: Password }),
    ]),
  ),
  'CreateAdminBody',
  'A new admin: username, the name shown to other admins, the role (viewer when none is given), and the first password.',
);

export const UpdateAdminBody = Doc(
  withExample(Type.Partial(Type.Omit(Written, ['username']))),
  'UpdateAdminBody',
  "The name shown, the role, and enabled or disabled. Disabling ends the admin's sessions; no admin can disable themself; nobody lowers or disables the last enabled owner.",
);

export const AdminPasswordBody = Doc(
  withExample(Type.Object({ password: Password })),
  'AdminPasswordBody',
  'A new password for the admin; every session of theirs ends, so they sign in again with it.',
);

export const adminsRest = defineRestResource({
  name: 'admins',
  singular: 'admin',
  area: 'admins',
  record: Admin,
  table: 'admins',
  ordering: { field: 'username', order: 'ASC' },
  sortable: ['username', 'display_name', 'status', 'role', 'last_sign_in_at', 'created_at'],
  filters: { status: 'equals', role: 'equals' },
  search: ['username', 'display_name'],
  create: { body: CreateAdminBody, audit: 'admin.create' },
  update: { body: UpdateAdminBody, audit: 'admin.update' },
  actions: {
    password: {
      summary: "Set an admin's password, ending their sessions",
      body: AdminPasswordBody,
      audit: 'admin.password_reset',
    },
  },
});
