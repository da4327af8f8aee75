import { useListContext } from 'react-admin';
import { PageNumbers } from '../format';

/** The spec's page-number control for a list paged on the server. */
export const ListPageNumbers = () => {
  const { page, perPage, total, setPage } = useListContext();
  if (!total) return null;
  return <PageNumbers page={page} totalPages={Math.max(1, Math.ceil(total / perPage))} onPageChange={setPage} />;
};
