import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';

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
  return useNotifyingMutation({
    mutationFn: (settlement: Settlement) =>
      settlement.status === 'completed'
        ? dataProvider.confirmPayment(settlement.id)
        : dataProvider.cancelPayment(settlement.id, settlement.referenceCode),
    succeeded: (_answer, settlement) => ({
      message: settlement.status === 'completed' ? 'app.payments.confirmed' : 'app.payments.cancelled',
      args: { id: settlement.id },
    }),
    onSettled: () =>
      Promise.all(['payment', 'ticket'].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))),
  });
}
