/**
 * The login route's path, apart from its schemas: the SPA's login page calls it before anything else is loaded
 * and must not carry TypeBox and the route table for one POST (issue 20). The route table (routes.ts) uses it.
 */
export const LOGIN_PATH = '/admin/v1/login';
