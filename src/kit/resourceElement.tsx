import { createElement } from 'react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Translate } from '../i18n/failureText';
import { capabilitiesOf } from './capabilities';
import type { DeclaredView, ResourceDeclaration } from './declaration';
import { preloadDeclarationParts } from './declarationParts';
import { isLazyPart, type LazyPart, lazyScreen } from './lazyPart';
import { recordNameOf, representsByChoice } from './recordName';

interface Views {
  list?: LazyPart;
  create?: LazyPart;
  edit?: LazyPart;
  show?: LazyPart;
}

const GeneratedList = lazyScreen(() => import('./GeneratedList').then((m) => m.GeneratedList));
const GeneratedCreate = lazyScreen(() => import('./GeneratedForm').then((m) => m.GeneratedCreate));
const GeneratedEdit = lazyScreen(() => import('./GeneratedForm').then((m) => m.GeneratedEdit));
const GeneratedShow = lazyScreen(() => import('./GeneratedShow').then((m) => m.GeneratedShow));

const bound = (View: DeclaredView, declaration: ResourceDeclaration) => {
  const BoundView = () => createElement(View, { declaration });
  BoundView.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return BoundView;
};

/** All of a resource's views and parts are fetched together, so a list's Edit opens its form with no wait. */
function lazyViews(views: { [K in keyof Views]?: DeclaredView }, declaration: ResourceDeclaration): Views {
  let screenCode: Promise<unknown> | undefined;
  const made: Views = {};
  const loadScreen = () => {
    screenCode ??= Promise.all([
      ...Object.values(views).flatMap((View) => (isLazyPart(View) ? [View.preload()] : [])),
      preloadDeclarationParts(declaration),
    ]).then(() => {
      for (const view of Object.values(made)) void view?.preload();
    });
    return screenCode;
  };
  for (const [kind, View] of Object.entries(views) as [keyof Views, DeclaredView | undefined][]) {
    if (!View) continue;
    const Bound = bound(View, declaration);
    made[kind] = lazyScreen(() => loadScreen().then(() => Bound));
  }
  return made;
}

/** An edit form without an update route would fail, so a view exists only where the map serves it. */
const viewOf = (View: DeclaredView, served: boolean) => (served ? View : undefined);

// made once per declaration, so the views' identity is stable across renders
const made = new WeakMap<ResourceDeclaration, Views>();

export function viewsOf(declaration: ResourceDeclaration): Views {
  const known = made.get(declaration);
  if (known) return known;
  const capabilities = capabilitiesOf(declaration.name);
  const own = declaration.views ?? {};
  const views = lazyViews(
    {
      list: viewOf(own.list ?? GeneratedList, capabilities.canList),
      create: viewOf(own.create ?? GeneratedCreate, capabilities.canCreate),
      edit: viewOf(own.edit ?? GeneratedEdit, capabilities.canEdit),
      show: declaration.show ? GeneratedShow : undefined,
    },
    declaration,
  );
  made.set(declaration, views);
  return views;
}

/** `translate` names a record whose representation is an enum by its label, in titles and confirmations too. */
export const resourceElement = (declaration: ResourceDeclaration, translate: Translate) => (
  <Resource
    key={declaration.name}
    name={declaration.name}
    {...viewsOf(declaration)}
    icon={declaration.icon}
    recordRepresentation={
      representsByChoice(declaration) ? recordNameOf(declaration, translate) : declaration.recordRepresentation
    }
  />
);

/** The spec's own URLs of a view (the create form at /create-game-week). */
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
