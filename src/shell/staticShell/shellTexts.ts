/**
 * What index.html paints before the app's code arrives: in both languages, the side navigation's labels and each
 * list's title by its path; and which of those links each role sees. Read at build time (scripts/staticShell.ts)
 * from the registry, the catalogues and the role declaration, as the app reads them.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type Role, roles } from '../../../contract';
import { leastRole, roleMay } from '../../api/access';
import { en } from '../../i18n/en';
import { locales } from '../../i18n/locales';
import { th } from '../../i18n/th';
import { listPath } from '../../kit/declaration';
import { customScreens, declaredResources } from '../../screens';
import { navigationLinks } from '../layout/navigation';
import { type ShellList, shellListOf } from './shellList';

export interface ShellTexts {
  /** the home link's label, then every link's, in the side navigation's order */
  nav: string[];
  /** a list's path, its title */
  titles: Record<string, string>;
  /** a list's path, what is painted above its rows where it is drawn as generated */
  lists: Record<string, ShellList>;
  /** a screen's path pattern, its heading once its first read has answered, the `%{name}` values left in */
  answeredTitles: Record<string, string>;
  /** a screen's path pattern, the note under its heading */
  notes: Record<string, { title: string; lines: string[] }>;
  /** the language button's label */
  language: string;
}

export type ShellLocale = 'th' | 'en';

export interface ShellNavigation {
  /** the indexes into `nav` each role sees */
  byRole: Record<Role, number[]>;
  /** while no admin is known the app shows only the links no role decides */
  unknown: number[];
  /** what a role this SPA does not know counts as */
  leastRole: Role;
}

function textsIn(locale: ShellLocale): ShellTexts {
  const { translate } = polyglotI18nProvider(() => (locale === 'en' ? en : th), locale, [], { allowMissing: true });
  const listed = declaredResources.filter((declaration) => declaration.menu);
  return {
    nav: [translate('menu.home'), ...navigationLinks.map((link) => translate(link.label))],
    titles: Object.fromEntries(
      listed.map((declaration) => [
        listPath(declaration),
        translate(declaration.list?.title ?? `resources.${declaration.name}.name`, { smart_count: 2 }),
      ]),
    ),
    lists: Object.fromEntries(
      listed.flatMap((declaration) => {
        const list = shellListOf(declaration, translate);
        return list ? [[listPath(declaration), list]] : [];
      }),
    ),
    answeredTitles: Object.fromEntries(
      customScreens.flatMap(({ path, title }) => (title ? [[path, translate(title.key)]] : [])),
    ),
    notes: Object.fromEntries(
      customScreens.flatMap(({ path, note }) =>
        note
          ? [
              [
                path,
                { title: translate(note.title), lines: note.lines.map((line) => translate(line.key, line.values)) },
              ],
            ]
          : [],
      ),
    ),
    language: locales.find((entry) => entry.locale === locale)?.name ?? locale,
  };
}

export const shellTexts = (): Record<ShellLocale, ShellTexts> => ({ th: textsIn('th'), en: textsIn('en') });

/** The home link (index 0) is everyone's; the others follow canAccess's 'list' answer, as the app's menu does. */
function visibleTo(role: Role | undefined): number[] {
  const links = navigationLinks.flatMap((link, index) =>
    !link.resource || (role && roleMay(role, { resource: link.resource, action: 'list' })) ? [index + 1] : [],
  );
  return [0, ...links];
}

export const shellNavigation = (): ShellNavigation => ({
  byRole: Object.fromEntries(roles.map((role) => [role, visibleTo(role)])) as Record<Role, number[]>,
  unknown: visibleTo(undefined),
  leastRole,
});
