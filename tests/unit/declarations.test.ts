/**
 * The declared resources (src/screens/index.ts) hold together with the contract and the catalogues: every
 * hint names a real field, every field the screens show or take has a label in Thai and English, every enum value
 * shown has a translated name. A resource's field names are written in its schema, its hints and the catalogues
 * only, so this is where a typo or a missing label is caught.
 */
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { capabilitiesOf } from '../../src/kit/capabilities';
import { listedFields } from '../../src/kit/columns';
import type { ResourceDeclaration } from '../../src/kit/declaration';
import { operatorFilters } from '../../src/kit/declaredFilters';
import { fieldsByName, objectFields } from '../../src/kit/fields';
import { firstListParams } from '../../src/kit/firstListParams';
import { choiceLabelKey, fieldLabelKey } from '../../src/kit/labels';
import { tabsOf } from '../../src/kit/listTabs';
import { declaredResources } from '../../src/screens';

type Tree = Record<string, unknown>;
const valueAt = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** Keys are dotted paths; a resource named with a hyphen is one key of its own ('audit-log'). */
function labelOf(catalogue: Tree, key: string): unknown {
  const [root, resource, ...rest] = key.split('.');
  const resources = (catalogue[root] as Tree | undefined)?.[resource] as Tree | undefined;
  return resources ? valueAt(resources, rest.join('.')) : undefined;
}

const catalogues = { th: thAppMessages as Tree, en: enAppMessages as Tree };

function expectLabel(key: string) {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    expect(typeof labelOf(catalogue, key), `${key} in ${language}`).toBe('string');
  }
}

const bodyFields = (schema: TSchema | undefined) => objectFields(schema).map((field) => field.source);

describe.each(declaredResources.map((declaration) => [declaration.name, declaration] as const))(
  'the declared resource %s',
  (name, declaration) => {
    const capabilities = capabilitiesOf(name);
    const recordFields = fieldsByName(declaration.record);
    const queryFields = fieldsByName(capabilities.querySchema);

    it('has a list route in the dataProvider map', () => {
      expect(capabilities.canList).toBe(true);
    });

    it('hints only at fields of its record or of its forms (a reference input), lists only record fields', () => {
      const formFields = new Set([...bodyFields(capabilities.createBody), ...bodyFields(capabilities.updateBody)]);
      for (const field of Object.keys(declaration.fields ?? {})) {
        expect(recordFields.has(field) || formFields.has(field), field).toBe(true);
      }
      const named = [
        ...(declaration.list?.columns ?? []),
        ...(declaration.recordRepresentation ? [declaration.recordRepresentation] : []),
        ...(declaration.list?.sort?.field ? [declaration.list.sort.field] : []),
      ];
      for (const field of named) expect(recordFields.has(field), field).toBe(true);
    });

    it("names on its phone card only its list's columns", () => {
      const card = declaration.list?.card ?? {};
      const listed = new Set(listedFields(declaration).map((field) => field.source));
      for (const field of [card.primary, ...(card.secondary ?? []), card.tertiary].filter(Boolean)) {
        expect(listed.has(field as string), field).toBe(true);
      }
    });

    it("filters and searches by values its list's routes take, as query values or path segments", () => {
      const asked = [
        ...Object.keys(declaration.list?.queryFilters ?? {}),
        ...(declaration.list?.search ? [declaration.list.search] : []),
      ];
      for (const filter of asked) expect(capabilities.routeFilters.has(filter), filter).toBe(true);
    });

    it('labels every record field, form field and filter in Thai and English', () => {
      const shown = new Set([
        ...recordFields.keys(),
        ...bodyFields(capabilities.createBody),
        ...bodyFields(capabilities.updateBody),
        ...Object.keys(declaration.list?.queryFilters ?? {}),
        ...(declaration.list?.search ? [declaration.list.search] : []),
      ]);
      for (const field of shown) expectLabel(fieldLabelKey(name, field));
    });

    it('names every value of a filtered or shown enum in Thai and English', () => {
      const queryFilters = Object.keys(declaration.list?.queryFilters ?? {});
      const enums = [
        ...recordFields.values(),
        ...[...queryFields.values()].filter((field) => queryFilters.includes(field.source)),
      ].filter((field) => field.choices);
      for (const field of enums) {
        for (const value of field.choices ?? []) expectLabel(choiceLabelKey(name, field.source, value));
      }
    });
  },
);

const tabbed = declaredResources.flatMap((declaration) => {
  const tabs = tabsOf(declaration);
  return tabs ? [[declaration.name, declaration, tabs] as const] : [];
});

describe.each(tabbed)("the declared resource %s's tabs", (_name, declaration, tabs) => {
  it('opens on the first tab, which the operator does not count as narrowing the list', () => {
    expect(firstListParams(declaration).filter[tabs.source]).toBe(tabs.values[0]);
    expect(operatorFilters(declaration).has(tabs.source)).toBe(false);
  });

  it("is one object for the declaration's whole life, so the tabs are not drawn again for an equal one", () => {
    expect(tabsOf(declaration)).toBe(tabs);
  });

  it('names every tab in Thai and English', () => {
    for (const value of tabs.values) expectLabel(tabs.label(value));
  });
});

it('refuses tabs on a list whose route no filter chooses, naming the resource', () => {
  const teams = declaredResources.find((declaration) => declaration.name === 'team');
  const tabbedTeams = { ...teams, list: { ...teams?.list, tabs: { label: String } } } as ResourceDeclaration;
  expect(() => tabsOf(tabbedTeams)).toThrow(/team declares tabs/);
});
