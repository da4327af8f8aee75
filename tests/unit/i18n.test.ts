import englishMessages from 'ra-language-english';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defaultLocale, i18nProvider, locales } from '../../src/i18n';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { thAppMessages } from '../../src/i18n/appMessages.th';
import { en } from '../../src/i18n/en';
import { createAppStore, keepLocaleOnReset } from '../../src/i18n/localeKeepingStore';
import { th } from '../../src/i18n/th';

type Tree = { [key: string]: unknown };

/** Every leaf key of a message tree, as dotted paths. */
const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const thaiScript = /[\u0E00-\u0E7F]/;

describe('Thai catalogue', () => {
  const englishRaKeys = leafKeys({ ra: englishMessages.ra } as Tree);

  it('has a non-empty Thai string for every key of react-admin\'s English "ra" tree', () => {
    expect(englishRaKeys.length).toBeGreaterThan(150);
    const missing = englishRaKeys.filter((key) => {
      const value = valueAt(th as Tree, key);
      return typeof value !== 'string' || value.length === 0;
    });
    expect(missing).toEqual([]);
  });

  it('has no "ra" key that English lacks (same structure both ways)', () => {
    expect(leafKeys({ ra: th.ra } as Tree).sort()).toEqual([...englishRaKeys].sort());
  });

  it('is actually Thai: every ra text with letters contains Thai script', () => {
    const notThai = englishRaKeys.filter((key) => {
      const value = String(valueAt(th as Tree, key));
      // placeholders and blanks (boolean.null) carry no words to translate
      const words = value.replace(/%\{[^}]+\}/g, '').trim();
      return words !== '' && /[A-Za-z]{3,}/.test(words) && !thaiScript.test(words);
    });
    expect(notThai).toEqual([]);
  });

  it('keeps every %{placeholder} of the English ra texts, so arguments still show', () => {
    const placeholders = (text: unknown) => new Set(String(text).match(/%\{[^}]+\}/g) ?? []);
    const lost = englishRaKeys.filter((key) => {
      const english = placeholders(valueAt(englishMessages as Tree, key));
      const thai = placeholders(valueAt(th as Tree, key));
      // plural-only arguments may be dropped: Thai has one form and states the count where it matters
      return [...english].some((name) => name !== '%{name}' && name !== '%{recordRepresentation}' && !thai.has(name));
    });
    expect(lost).toEqual([]);
  });

  it('has the same app, menu and resources keys in Thai and English', () => {
    const appKeys = (tree: Tree) => leafKeys({ app: tree.app, menu: tree.menu, resources: tree.resources } as Tree);
    expect(appKeys(th as Tree).sort()).toEqual(appKeys(en as Tree).sort());
    for (const key of appKeys(th as Tree)) expect(String(valueAt(th as Tree, key)).length, key).toBeGreaterThan(0);
  });

  it("keeps the spec's exact English words in English and says them in Thai in Thai", () => {
    const specWording = {
      'app.message.login_success': 'Login successful',
      'app.message.fill_all_fields': 'Please fill in all fields',
      'app.message.player_updated': 'Player updated successfully',
      'app.message.player_update_failed': 'Player updated failed',
      'app.message.failed_to_update_player': 'Failed to update player',
      'app.message.invalid_int': 'Invalid data: Some fields could not be converted to int',
      'app.message.update_all_results_success': 'Update all results successfully',
      'app.message.update_all_results_failed': 'Failed to update all results',
      'app.message.success': 'success',
      'app.message.save_team_vs_success': 'Save team vs successfully',
      'app.message.reward_update_failed': 'error updating reward',
      'app.message.excel_success': 'Excel file has been downloaded successfully!',
      'app.message.excel_failed': 'Failed to download Excel.',
      'app.message.cannot_fetch_data': 'cannot fetch data',
      'app.message.fetch_error': 'an error occurred fetching data',
      'app.message.ticket_lookup_needs_id': 'please enter an ID or Phone, at least one value',
      'app.confirm.are_you_sure': 'Are you sure?',
      'app.confirm.enter_reference_code': 'Please enter the reference code',
    };
    const errorCode = 'ticket.need_id_or_phone';
    const wordings = [
      ...Object.entries(specWording).map(([key, text]) => [
        key,
        text,
        valueAt(en as Tree, key),
        valueAt(th as Tree, key),
      ]),
      [
        errorCode,
        specWording['app.message.ticket_lookup_needs_id'],
        enAppMessages.app.errors[errorCode],
        thAppMessages.app.errors[errorCode],
      ],
    ];
    for (const [key, text, english, thaiText] of wordings) {
      expect(english, String(key)).toBe(text);
      const thai = String(thaiText);
      expect(thai, String(key)).toMatch(thaiScript);
      expect(thai, String(key)).not.toBe(text);
    }
  });

  it('has Thai words for every app, menu and resources text, apart from brand names and placeholders', () => {
    const texts = (tree: unknown, path: string): [string, string][] =>
      tree && typeof tree === 'object'
        ? Object.entries(tree).flatMap(([key, value]) => texts(value, `${path}.${key}`))
        : [[path, String(tree)]];
    const latinOnly = [...texts(th.app, 'app'), ...texts(th.menu, 'menu'), ...texts(th.resources, 'resources')]
      .filter(([, text]) => {
        const words = text
          .replace(/%\{[^}]+\}/g, '')
          .replace(/\b(?:Matchday|Admin|QR|VIP|Excel|ID|Opta|C|HH|mm)\b/g, '');
        return /[A-Za-z]/.test(words) && !thaiScript.test(words);
      })
      .map(([path]) => path);
    expect(latinOnly).toEqual([]);
  });

  it('names the side navigation in Thai and English', () => {
    expect(th.menu).toMatchObject({ season: 'จัดการฤดูกาล', game_week: 'จัดการเกมวีค', userdetail: 'ดูสมาชิก' });
    expect(en.menu).toMatchObject({ season: 'Manage season', setting: 'Settings', userdetail: 'View members' });
  });

  it('gives placeholders for the fields of every resource to come', () => {
    for (const name of [
      'season',
      'players',
      'game-week',
      'team',
      'teamvs',
      'payment',
      'ticket',
      'entrants',
      'userdetail',
    ]) {
      expect(Object.keys(valueAt(th as Tree, `resources.${name}.fields`) as Tree).length, name).toBeGreaterThan(0);
    }
  });
});

describe('i18nProvider', () => {
  it('speaks Thai by default and offers ไทย and English', () => {
    expect(defaultLocale).toBe('th');
    expect(i18nProvider.getLocale()).toBe('th');
    expect(locales).toEqual([
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ]);
    expect(i18nProvider.translate('ra.action.save')).toBe('บันทึก');
  });

  it('switches to English and back', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('menu.payment')).toBe('Payment');
    await i18nProvider.changeLocale('th');
    expect(i18nProvider.translate('menu.payment')).toBe('การชำระเงิน');
  });

  it('shows a missing key or plain text as it is (allowMissing), e.g. a server error', () => {
    expect(i18nProvider.translate('Invalid username or password')).toBe('Invalid username or password');
  });

  it('fills arguments in Thai with its single plural form', () => {
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('ลบ 3 รายการแล้ว');
  });
});

describe('the app store', () => {
  it.each([
    ['memory', () => keepLocaleOnReset(memoryStore())],
    ['the app (localStorage)', createAppStore],
  ])('keeps the chosen language when react-admin resets the %s store on logout', (_, makeStore) => {
    const store = makeStore();
    store.setup();
    store.setItem('locale', 'en');
    store.setItem('posts.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('posts.listParams')).toBeUndefined();
    store.teardown();
  });
});
