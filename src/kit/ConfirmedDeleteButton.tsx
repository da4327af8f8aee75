import {
  DeleteWithConfirmButton,
  type DeleteWithConfirmButtonProps,
  type RaRecord,
  useNotify,
  useResourceContext,
} from 'react-admin';

/** Pessimistic, as the server may refuse (a team players still hold); green success, where react-admin's is blue. */
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
