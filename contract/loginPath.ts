/** Apart from the schemas: the SPA's login page sends its one POST without loading TypeBox and the route table. */
export const LOGIN_PATH = '/admin/v1/login';

export const LOGIN_FIELD_MAX_LENGTH = 200;
