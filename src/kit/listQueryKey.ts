/**
 * How react-admin keys a list's query (useGetList): `[resource, 'getList', { pagination, sort, filter, meta }]`.
 * Code that seeds, edits or reads the cached lists goes through here rather than spelling the key out.
 */
import type { GetListParams } from 'react-admin';

type ListKeyParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** Every cached list of the resource, whatever its page, order or filter. */
export const everyListKey = (resource: string): readonly unknown[] => [resource, 'getList'];

/** One list's key, as useGetList makes it. */
export const listQueryKey = (
  resource: string,
  { pagination, sort, filter, meta }: ListKeyParams,
): readonly unknown[] => [...everyListKey(resource), { pagination, sort, filter, meta }];

/** The filter a list's key holds; none for another query's. */
export const listFilterOf = (queryKey: readonly unknown[]): Record<string, unknown> =>
  (queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter ?? {};
