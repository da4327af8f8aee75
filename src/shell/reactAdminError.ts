// the one export of react-admin that ErrorPage fetches (a dynamic import of 'react-admin' itself would be all of it)
export { Error } from 'react-admin';
