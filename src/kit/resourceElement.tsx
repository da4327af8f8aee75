import { createElement } from 'react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Translate } from '../i18n/failureText';
import { capabilitiesOf } from './capabilities';
import type { DeclaredView, ResourceDeclaration } from './declaration';
import { declarationParts } from './declarationParts';
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

/** The code a resource's screen fetches at once: every view of it and the declaration's parts. */
function screenCodeOf(views: { [K in keyof Views]?: DeclaredView }, declaration: ResourceDeclaration): LazyPart[] {
  return [...Object.values(views).filter(isLazyPart), ...declarationParts(declaration)];
}

/** All of a resource's views and parts are fetched together, so a list's Edit opens its form with no wait. */
function lazyViews(views: { [K in keyof Views]?: DeclaredView }, declaration: ResourceDeclaration): Views {
  let fetching: Promise<unknown> | undefined;
  const made: Views = {};
  const loadScreen = () => {
    fetching ??= Promise.all(screenCodeOf(views, declaration).map((part) => part.preload())).then(() => {
      for (const view of Object.values(made)) void view?.preload();
    });
    return fetching;
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

/** The views a resource's routes show: the declaration's own, else the generated ones, where the map serves them. */
function declaredViews(declaration: ResourceDeclaration): { [K in keyof Views]?: DeclaredView } {
  const capabilities = capabilitiesOf(declaration.name);
  const own = declaration.views ?? {};
  return {
    list: viewOf(own.list ?? GeneratedList, capabilities.canList),
    create: viewOf(own.create ?? GeneratedCreate, capabilities.canCreate),
    edit: viewOf(own.edit ?? GeneratedEdit, capabilities.canEdit),
    show: declaration.show ? GeneratedShow : undefined,
  };
}

// made once per declaration, so the views' identity is stable across renders
const made = new WeakMap<ResourceDeclaration, Views>();

export function viewsOf(declaration: ResourceDeclaration): Views {
  const known = made.get(declaration);
  if (known) return known;
  const views = lazyViews(declaredViews(declaration), declaration);
  made.set(declaration, views);
  return views;
}

/** What opening any of the resource's pages fetches (the build preloads it for the page asked for). */
export const screenCode = (declaration: ResourceDeclaration): LazyPart[] =>
  screenCodeOf(declaredViews(declaration), declaration);

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
