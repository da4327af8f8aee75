/** The payments screen's parts (spec screen 10); src/pages/PaymentsPage.tsx puts them together. */
export { CancelPaymentDialog } from './CancelPaymentDialog';
export { PaymentActions } from './PaymentActions';
export { PAYMENTS_PER_PAGE, PaymentsTable } from './PaymentsTable';
export { useSettlePayment } from './useSettlePayment';
