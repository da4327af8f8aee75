import { CloneType } from '@sinclair/typebox';
import { OkAnswer } from './common';
import { LOGIN_FIELD_MAX_LENGTH } from './loginPath';
import { Doc } from './shared';
import { PasswordText, Text, TextOrEmpty } from './text';
import * as Type from './typeBuilder';

export const LoginBody = Doc(
  Type.Object({
    username: Text(LOGIN_FIELD_MAX_LENGTH),
    password: PasswordText(LOGIN_FIELD_MAX_LENGTH),
    app_key: CloneType(TextOrEmpty(100), { description: "The product's short name (a fixed value)" }),
  }),
  'LoginBody',
  'Username and password, both filled in, plus the fixed app key.',
);

export const LoginAnswer = Doc(
  OkAnswer({ tokenString: Type.String({ description: 'The bearer access token' }) }),
  'LoginAnswer',
  'A new access token; a failure answers { ok: false, error }.',
);

export const AdminIdentity = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  username: Type.String(),
});

export const CheckTokenAnswer = Doc(
  OkAnswer({ admin: AdminIdentity }),
  'CheckTokenAnswer',
  'The token is valid; names the admin it belongs to.',
);

export const LogoutAnswer = Doc(OkAnswer({}), 'LogoutAnswer', 'The token is revoked on the server.');
