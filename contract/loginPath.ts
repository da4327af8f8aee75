/**
 * The login route's path and its fields' length, apart from its schemas: the SPA's login page calls it before
 * anything else is loaded and must not carry TypeBox and the route table for one POST (issue 20). The route table
 * (routes.ts) and the login body (auth.ts) use them.
 */
export const LOGIN_PATH = '/admin/v1/login';

/** The longest username or password the login takes; the login form's fields stop there. */
export const LOGIN_FIELD_MAX_LENGTH = 200;
