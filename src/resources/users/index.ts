/** The members screen's table (spec screen 12). */
export { USERS_PER_PAGE, UsersTable } from './UsersTable';
