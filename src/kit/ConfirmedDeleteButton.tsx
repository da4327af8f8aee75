import {
  DeleteWithConfirmButton,
  type DeleteWithConfirmButtonProps,
  type RaRecord,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { useAllowed } from './Allowed';

/**
 * Pessimistic, as the server may refuse (a team players still hold); green success, where react-admin's is blue.
 * Our success replaces react-admin's, so its `redirect` is followed here. Not there for a role that may not delete.
 */
export const ConfirmedDeleteButton = ({
  redirect: afterDelete = false,
  ...props
}: DeleteWithConfirmButtonProps & { record: RaRecord }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext(props);
  const mayDelete = useAllowed({ resource: resource ?? '', action: 'delete' });
  if (!mayDelete) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      {...props}
      resource={resource}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          redirect(afterDelete, resource);
        },
      }}
    />
  );
};
