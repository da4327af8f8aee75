/** A declared resource's rows inside another screen; it keeps its state to itself, as the URL is the screen's. */
import type { ListControllerProps } from 'react-admin';
import { ListBase } from 'react-admin';
import { capabilitiesOf } from './capabilities';
import { DeclaredRows } from './DeclaredRows';
import type { ResourceDeclaration } from './declaration';
import { RowsInTheBackground } from './RowsInTheBackground';
import { firstOrder } from './serverOrder';

export interface EmbeddedListProps {
  declaration: ResourceDeclaration;
  filter: Record<string, unknown>;
  queryOptions?: ListControllerProps['queryOptions'];
}

/** An embedded list is one page: the lists it shows are small (a user's tickets), and bounded by this. */
const ROWS_SHOWN = 500;

const pageOf = (declaration: ResourceDeclaration) =>
  Math.min(declaration.list?.perPage ?? ROWS_SHOWN, capabilitiesOf(declaration.name).largestPage ?? ROWS_SHOWN);

export const EmbeddedList = ({ declaration, filter, queryOptions }: EmbeddedListProps) => (
  <ListBase
    resource={declaration.name}
    filter={filter}
    perPage={pageOf(declaration)}
    sort={firstOrder(declaration)}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={queryOptions}
  >
    <RowsInTheBackground>
      <DeclaredRows declaration={declaration} />
    </RowsInTheBackground>
  </ListBase>
);
