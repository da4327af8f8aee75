import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';

export type Settlement =
  | { id: number; status: 'completed' }
  | { id: number; status: 'cancelled'; referenceCode: string };

/**
 * Pessimistic, as money moves. Both tabs and the ticket lists are fetched again whatever the answer, so a payment
 * another admin settled first (409) leaves the pending tab too.
 */
export function useSettlePayment() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (settlement: Settlement) =>
      settlement.status === 'completed'
        ? dataProvider.confirmPayment(settlement.id)
        : dataProvider.cancelPayment(settlement.id, settlement.referenceCode),
    onSuccess: (_answer, settlement) =>
      notify(settlement.status === 'completed' ? 'app.payments.confirmed' : 'app.payments.cancelled', {
        type: 'success',
        messageArgs: { id: settlement.id },
      }),
    onError: (error) =>
      notify((error instanceof Error && error.message) || 'ra.notification.http_error', { type: 'error' }),
    onSettled: () =>
      Promise.all(['payment', 'ticket'].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))),
  });
}
