/**
 * The texts index.html paints before the app's code arrives, in both languages: the side navigation's labels and
 * each list's title by its path. Read at build time (scripts/staticShell.ts) from the registry and the catalogues.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import { declaredResources } from '../../screens';
import { navigationLinks } from '../layout/navigation';

export interface ShellTexts {
  nav: string[];
  /** a list's path, its title */
  titles: Record<string, string>;
}

export type ShellLocale = 'th' | 'en';

function textsIn(locale: ShellLocale): ShellTexts {
  const { translate } = polyglotI18nProvider(() => (locale === 'en' ? en : th), locale, [], { allowMissing: true });
  const listed = declaredResources.filter((declaration) => declaration.menu);
  return {
    nav: [translate('menu.home'), ...navigationLinks.map((link) => translate(link.label))],
    titles: Object.fromEntries(
      listed.map((declaration) => [
        `/${declaration.name}`,
        translate(declaration.list?.title ?? `resources.${declaration.name}.name`, { smart_count: 2 }),
      ]),
    ),
  };
}

export const shellTexts = (): Record<ShellLocale, ShellTexts> => ({ th: textsIn('th'), en: textsIn('en') });
