/**
 * What the generated list (GeneratedList.tsx) draws above its rows besides the declared tabs, read from the
 * declaration and the contract: the list draws it, and the static shell paints it before the app has loaded.
 */
import type { ResourceName } from '../api/dataProvider';
import type { Filter } from '../api/dataProvider/types';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';

/** The toolbar's create button: where the map can create, unless the list holds the form itself. */
export const listCreates = (declaration: ResourceDeclaration): boolean =>
  capabilitiesOf(declaration.name).canCreate && declaration.list?.createButton !== false;

/** A search box is drawn where the route these filter values choose takes its filter (the provider's lists cannot). */
export const searchTaken = (resource: ResourceName, source: string, filterValues: Filter): boolean =>
  capabilitiesOf(resource).routeFiltersFor(filterValues).has(source);
