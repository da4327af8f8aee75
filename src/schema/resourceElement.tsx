/**
 * A declared resource as a react-admin <Resource>: the generated views (or the declaration's own), each made
 * once per declaration so their identity is stable across renders.
 */
import { type ComponentType, createElement } from 'react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { capabilitiesOf } from './capabilities';
import type { DeclaredView, ResourceDeclaration } from './declaration';
import { GeneratedCreate, GeneratedEdit } from './GeneratedForm';
import { GeneratedList } from './GeneratedList';
import { GeneratedShow } from './GeneratedShow';

interface Views {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

const bound = (View: DeclaredView, declaration: ResourceDeclaration) => {
  const BoundView = () => createElement(View, { declaration });
  BoundView.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return BoundView;
};

/** A view where the map serves the operation behind it (an edit form without an update route would fail). */
const viewOf = (View: DeclaredView, served: boolean, declaration: ResourceDeclaration) =>
  served ? bound(View, declaration) : undefined;

const made = new WeakMap<ResourceDeclaration, Views>();

export function viewsOf(declaration: ResourceDeclaration): Views {
  const known = made.get(declaration);
  if (known) return known;
  const capabilities = capabilitiesOf(declaration.name);
  const own = declaration.views ?? {};
  const views: Views = {
    list: viewOf(own.list ?? GeneratedList, capabilities.canList, declaration),
    create: viewOf(own.create ?? GeneratedCreate, capabilities.canCreate, declaration),
    edit: viewOf(own.edit ?? GeneratedEdit, capabilities.canEdit, declaration),
    show: declaration.show ? bound(GeneratedShow, declaration) : undefined,
  };
  made.set(declaration, views);
  return views;
}

export const resourceElement = (declaration: ResourceDeclaration) => (
  <Resource
    key={declaration.name}
    name={declaration.name}
    {...viewsOf(declaration)}
    icon={declaration.icon}
    recordRepresentation={declaration.recordRepresentation}
  />
);

/** The spec's own URLs of a declared view (the create form at /create-game-week), as custom routes beside it. */
export function aliasRoutes(declaration: ResourceDeclaration) {
  const Create = viewsOf(declaration).create;
  const path = declaration.aliases?.create;
  if (!Create || !path) return [];
  return [
    <Route
      key={path}
      path={path}
      element={
        <ResourceContextProvider value={declaration.name}>
          <Create />
        </ResourceContextProvider>
      }
    />,
  ];
}
