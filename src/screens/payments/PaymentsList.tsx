import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { PaymentTabs } from './PaymentTabs';

export const PaymentsList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <GeneratedList declaration={declaration} above={<PaymentTabs />} />
);
