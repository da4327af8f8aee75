import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { PaymentTabs } from './PaymentTabs';

/** Payments (spec screen 10, /payment): the generated list under its two tabs. */
export const PaymentsList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <GeneratedList declaration={declaration} above={<PaymentTabs />} />
);
