/** The floor the bench measures our screens against: react-admin's own smallest list, nothing of ours. */
import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, DataTable, List, Resource } from 'react-admin';
import { createRoot } from 'react-dom/client';

const PaymentList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="amount" />
      <DataTable.Col source="value" />
      <DataTable.Col source="member_name" />
      <DataTable.Col source="status" />
      <DataTable.Col source="created_at" />
    </DataTable>
  </List>
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="payments" list={PaymentList} />
  </Admin>,
);
