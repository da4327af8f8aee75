export const PAYMENT_TABS = ['pending', 'completed', 'cancelled'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** The tab a list's filter names; anything else is the first, as the map's first route answers it. */
export const paymentTabOf = (filter: Record<string, unknown>): PaymentTab =>
  PAYMENT_TABS.find((tab) => tab === filter.status) ?? 'pending';
