import {
  DeleteWithConfirmButton,
  type DeleteWithConfirmButtonProps,
  type RaRecord,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin';

/**
 * Delete after a confirmation, sent at once (pessimistic: the server may refuse, e.g. a team players still hold,
 * and says why), then the same green success as every other save. react-admin's own says it in blue. Our
 * success replaces react-admin's, so its `redirect` (none by default: a row's Delete stays on the list) is
 * followed here.
 */
export const ConfirmedDeleteButton = ({
  redirect: afterDelete = false,
  ...props
}: DeleteWithConfirmButtonProps & { record: RaRecord }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext(props);
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
