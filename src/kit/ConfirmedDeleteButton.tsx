import {
  DeleteWithConfirmButton,
  type DeleteWithConfirmButtonProps,
  type RaRecord,
  useNotify,
  useResourceContext,
} from 'react-admin';

/**
 * Delete after a confirmation, sent at once (pessimistic: the server may refuse, e.g. a team players still hold,
 * and says why), then the same green success as every other save. react-admin's own says it in blue.
 */
export const ConfirmedDeleteButton = (props: DeleteWithConfirmButtonProps & { record: RaRecord }) => {
  const notify = useNotify();
  const resource = useResourceContext(props);
  return (
    <DeleteWithConfirmButton
      redirect={false}
      mutationMode="pessimistic"
      {...props}
      resource={resource}
      mutationOptions={{
        onSuccess: () => notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } }),
      }}
    />
  );
};
