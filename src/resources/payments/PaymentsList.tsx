import type { ResourceDeclaration } from '../../schema/declaration';
import { GeneratedList } from '../../schema/GeneratedList';
import { PaymentTabs } from './PaymentTabs';

/** Payments (spec screen 10, /payment): the generated list under its two tabs. */
export const PaymentsList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <GeneratedList declaration={declaration} above={<PaymentTabs />} />
);
