import { DateInput, SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTIONS } from '../../../contract';

/** i18n key of an action's label: 'payment.confirm' -> app.audit_log.action.payment.confirm. */
export const actionLabelKey = (action: string) => `app.audit_log.action.${action}`;

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: actionLabelKey(action) }));

/**
 * The list's filters, always shown; each becomes a query value of the route through the dataProvider map
 * (action, admin, from, to). Days are 'YYYY-MM-DD' and the server reads them as Bangkok days.
 */
export const auditLogFilters = [
  <SelectInput
    key="action"
    source="action"
    choices={actionChoices}
    emptyText="app.audit_log.all_actions"
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
  <TextInput key="admin" source="admin" alwaysOn sx={{ minWidth: 300 }} />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];
