/**
 * The signed-in shell as static markup and CSS: the app bar with the screen's title, the side navigation and the
 * content's heading, each where react-admin's layout puts them (tests/e2e/staticShell.test.ts holds the boxes
 * equal). It covers the page until the app's own first heading is in the document, then goes: nothing moves,
 * the covered page was never seen.
 */
import { EARLY_ANSWER } from '../../api/earlyAnswer';
import { KEPT_USER_INFO_TYPES, shownAdminName, TOKEN_KEY, USER_INFO_KEY } from '../../api/tokenStore';
import { LOCALE_ITEM } from '../../i18n/locales';
import { BREAK, THAI } from '../../kit/ColumnHeading';
import { SEARCH_BOX_WIDTH } from '../../kit/SearchBox';
import { LOGIN_ROUTE } from '../login/entryRoute';
import { fontStack, theme } from '../theme';
import { PAINT_SHELL } from './paintAfterSignIn';
import type { ShellIcons } from './shellList';
import type { ShellLocale, ShellNavigation, ShellTexts } from './shellTexts';

export const STATIC_SHELL_ID = 'static-shell';
/** JSON in index.html: the signed-in app's chunks, put there by the build */
export const SIGNED_IN_CHUNKS_ID = 'signed-in-chunks';

const palette = theme.palette as {
  primary: { main: string };
  secondary: { main: string };
  background: { default: string };
};
const SIDEBAR_WIDTH = (theme as { sidebar: { width: number } }).sidebar.width;
/** MUI's Paper at elevation 1, as react-admin's list draws its content on a laptop */
const PAPER_SHADOW = '0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)';
/** MUI's `sm` breakpoint: below it react-admin hides the side navigation and uses the phone's sizes */
const PHONE = '(max-width: 599.95px)';
const NOT_PHONE = '(min-width: 600px)';
/** MUI's `md` breakpoint, from which a list's cards stand two to a row */
const WIDE = '(min-width: 900px)';

export const shellCss = (): string =>
  [
    `#${STATIC_SHELL_ID}{position:fixed;inset:0;z-index:1300;overflow:hidden;background:${palette.background.default};color:rgba(0,0,0,.87);font-family:${fontStack};font-weight:400}`,
    `#${STATIC_SHELL_ID}[hidden]{display:none}`,
    `.ss-bar{position:absolute;top:0;left:0;right:0;height:48px;box-sizing:border-box;display:flex;align-items:center;padding:0 8px 0 52.8px;background:${palette.secondary.main};color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}`,
    '.ss-bar-title{flex:1 1 auto;min-width:0;font-size:20px;line-height:24px;white-space:nowrap;overflow:hidden}',
    // the language button's and the user menu's texts where react-admin's buttons put them, beside their icons
    '.ss-tools{flex:none;display:flex;align-items:center;font-size:14px;font-weight:500;line-height:24.5px}',
    '.ss-language{padding:0 32px;text-transform:uppercase}',
    '.ss-user{margin-left:44px;padding:0 8px 0 32px}',
    `.ss-nav{position:absolute;top:48px;left:0;bottom:0;width:${SIDEBAR_WIDTH}px}`,
    `.ss-logo{position:absolute;left:16px;top:12px;display:flex;align-items:center;gap:8px;font-size:20px;line-height:32px;font-weight:700;color:${palette.primary.main}}`,
    '.ss-nav ul{position:absolute;top:64px;left:0;right:0;margin:0;padding:0;list-style:none}',
    '.ss-nav li{height:39.19px;line-height:39.19px;padding-left:56px;font-size:16px;color:rgba(0,0,0,.6);white-space:nowrap}',
    `.ss-title{position:absolute;left:${SIDEBAR_WIDTH + 8}px;top:56px;right:8px;font-size:24px;line-height:32.016px}`,
    // a generated list's parts above its rows (./shellList.ts), laid out as MUI lays out the list's own
    `.ss-list{position:absolute;left:${SIDEBAR_WIDTH + 8}px;right:8px;top:104px;bottom:0;display:flex;flex-direction:column}`,
    '.ss-list[hidden]{display:none}',
    // the cards above a list (src/kit/ListTools.tsx), each as IdBoxCard.tsx draws its face
    '.ss-cards{flex:none;display:grid;grid-template-columns:1fr;gap:16px;align-items:start;margin-bottom:16px}',
    `.ss-card{min-width:0;padding:16px 16px 24px;background:#fff;border-radius:8px;box-shadow:${PAPER_SHADOW}}`,
    '.ss-card-title{margin-bottom:7px;font-size:20px;line-height:32px}',
    '.ss-form{display:flex;flex-direction:column;gap:8px}',
    '.ss-filled{position:relative;box-sizing:border-box;height:48px;min-width:0;background:rgba(0,0,0,.04);border-radius:8px 8px 0 0;border-bottom:1px solid rgba(0,0,0,.42)}',
    '.ss-filled span{position:absolute;left:12px;top:13px;max-width:calc(100% - 24px);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:16px;line-height:23px;color:rgba(0,0,0,.6)}',
    '.ss-button{box-sizing:border-box;flex:none;display:inline-flex;align-items:center;justify-content:center;height:36.5px;padding:6px 16px;border-radius:8px;white-space:nowrap;font-size:14px;line-height:24.5px;font-weight:500;text-transform:uppercase}',
    '.ss-button svg{flex:none;width:20px;height:20px;margin:0 8px 0 -4px;fill:currentColor}',
    `.ss-contained{background:${palette.primary.main};color:#fff}`,
    '.ss-off{background:rgba(0,0,0,.12);color:rgba(0,0,0,.26)}',
    // the primary colour at half strength
    `.ss-outlined{padding:5px 15px;border:1px solid ${palette.primary.main}80;color:${palette.primary.main}}`,
    `@media ${NOT_PHONE}{.ss-form{flex-direction:row;align-items:flex-start}.ss-filled{width:320px}}`,
    `@media ${WIDE}{.ss-cards{grid-template-columns:1fr 1fr}}`,
    // a screen's note under its heading (src/kit/NoteBanner.tsx): MUI's info Alert, in its own colours
    `.ss-note{position:absolute;left:${SIDEBAR_WIDTH + 8}px;right:8px;top:104px;display:flex;padding:6px 16px;border-radius:8px;background:rgb(229,246,253);color:rgb(1,67,97);font-size:14px;line-height:22.4px}`,
    '.ss-note[hidden]{display:none}',
    '.ss-note-message{min-width:0;overflow:auto;padding:8px 0}',
    '.ss-note-title{margin:-2px 0 5.6px;font-size:16px;line-height:27.2px;font-weight:500}',
    '.ss-note ul{margin:0;padding-left:20px;column-gap:32px}',
    `@media ${WIDE}{.ss-note ul{columns:2}}`,
    '.ss-actions{flex:none;position:relative;height:64px}',
    `.ss-export{position:absolute;right:4px;top:25.3px;display:inline-flex;align-items:center;padding:4px 5px;font-size:13px;line-height:22.75px;font-weight:500;text-transform:uppercase;color:${palette.primary.main}}`,
    '.ss-export svg{width:18px;height:18px;margin:0 8px 0 -2px;fill:currentColor}',
    `.ss-content{flex:1 1 auto;background:#fff;border-radius:8px;box-shadow:${PAPER_SHADOW}}`,
    '.ss-above{display:flex;flex-wrap:wrap;align-items:center;column-gap:16px}',
    '.ss-tabs{display:flex}',
    '.ss-tab{position:relative;box-sizing:border-box;height:48px;min-width:90px;max-width:360px;padding:12px 16px;display:inline-flex;align-items:center;justify-content:center;text-align:center;font-size:14px;line-height:17.5px;font-weight:500;text-transform:uppercase;color:rgba(0,0,0,.6)}',
    `.ss-tab:first-child{color:${palette.primary.main}}`,
    `.ss-tab:first-child::after{content:"";position:absolute;left:0;right:0;bottom:0;height:2px;background:${palette.primary.main}}`,
    // the field's top margin, the field, its hint (a line is kept for it where there is none) and the margins below
    `.ss-search{flex:1 1 280px;max-width:${SEARCH_BOX_WIDTH}px;padding:8px 0 4px;margin-bottom:8px}`,
    '.ss-hint{display:block;min-height:19.92px;margin:4px 14px 0;font-size:12px;line-height:19.92px;color:rgba(0,0,0,.6)}',
    '.ss-field{position:relative;box-sizing:border-box;height:40px;border:1px solid rgba(0,0,0,.23);border-radius:8px}',
    '.ss-label{position:absolute;left:13px;top:8px;max-width:calc(100% - 24px);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:16px;line-height:23px;color:rgba(0,0,0,.6)}',
    '.ss-field svg{position:absolute;right:13px;top:7px;width:24px;height:24px;fill:rgba(0,0,0,.26)}',
    // the first page's table (./shellRows.ts), as the generated list's compact table draws it on a laptop
    '.ss-rows{width:100%;border-collapse:collapse;font-size:14px}',
    '.ss-rows th,.ss-rows td{padding:4px 8px;text-align:left;vertical-align:middle;border-bottom:1px solid rgb(224,224,224)}',
    '.ss-rows th{font-weight:500;line-height:24px}',
    '.ss-rows td{line-height:22.4px}',
    '.ss-rows .ss-nowrap{white-space:nowrap}',
    '.ss-sort{display:inline-flex;align-items:center;vertical-align:middle}',
    '.ss-sort svg{width:18px;height:18px;margin:0 4px;fill:rgba(0,0,0,.6)}',
    '.ss-sort .ss-up{transform:rotate(180deg)}',
    '.ss-row-buttons{display:flex;align-items:center;gap:8px}',
    `.ss-page{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-width:64px;padding:4px 5px;border-radius:8px;font-size:13px;font-weight:500;line-height:19.5px;text-transform:uppercase;color:${palette.primary.main}}`,
    '.ss-page svg{width:18px;height:18px;margin:0 8px 0 -2px;fill:currentColor}',
    `@media ${PHONE}{.ss-bar-title{font-size:16px;line-height:19.2px}.ss-user{width:40px;margin-left:40px;padding:0;font-size:0}.ss-nav{display:none}.ss-title{left:8px;top:64px}.ss-list,.ss-note{left:8px;top:112px}.ss-actions{height:60px;background:#fff}.ss-export{right:0}.ss-content{box-shadow:none}}`,
  ].join('');

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="#1f6f43"/><circle cx="16" cy="16" r="10" fill="none" stroke="#ffffff" stroke-width="2"/><path d="M16 6v20M6 16h20" stroke="#ffffff" stroke-width="2"/></svg>';

const listMarkup = (icons: ShellIcons) =>
  `<div class="ss-list" hidden><div class="ss-cards"></div><div class="ss-actions"><span class="ss-export">${icons.export}<span></span></span></div><div class="ss-content"><div class="ss-above"><div class="ss-tabs"></div><div class="ss-search"><div class="ss-field"><span class="ss-label"></span>${icons.search}</div><span class="ss-hint"></span></div></div></div></div>`;

export const shellMarkup = (icons: ShellIcons): string =>
  `<div id="${STATIC_SHELL_ID}" hidden aria-hidden="true"><div class="ss-bar"><div class="ss-bar-title"></div><div class="ss-tools"><span class="ss-language"></span><span class="ss-user"></span></div></div><div class="ss-nav"><div class="ss-logo">${LOGO}Matchday</div><ul></ul></div><div class="ss-title"></div>${listMarkup(icons)}<div class="ss-note" hidden><div class="ss-note-message"><div class="ss-note-title"></div><ul></ul></div></div></div>`;

/** A page of the app without a heading (an error) is not hidden for longer than this once the app has drawn. */
const HEADLESS_PAGE_MS = 5_000;

/**
 * Run as the page is parsed, before its first paint. Only a visitor with a token gets the shell, the app's chunks
 * preloaded and the list's first page, or a screen's first read, asked for at once (src/api/earlyAnswer.ts, with
 * `requests` from ./firstRequests.ts); without one the login page comes, and the shell waits hidden for its sign-in
 * (./paintAfterSignIn.ts). A list opened with a query of its own asks for something else. Plain ES5 text, as it
 * runs before any of the app's code, but for the screens' heading functions (`titleValues`), which are the app's
 * own, as built.
 */
export const shellScript = (
  texts: Record<ShellLocale, ShellTexts>,
  navigation: ShellNavigation,
  requests: Record<string, string>,
  titleValues: Record<string, string> = {},
): string => `(function () {
  var shell = document.getElementById(${JSON.stringify(STATIC_SHELL_ID)});
  var texts = ${JSON.stringify(texts)};
  var navigation = ${JSON.stringify(navigation)};
  var requests = ${JSON.stringify(requests)};
  var titleValues = {${Object.entries(titleValues)
    .map(([pattern, values]) => `${JSON.stringify(pattern)}: ${values}`)
    .join(', ')}};
  // false without a token or on the login page, where the shell stays hidden until a sign-in paints it
  function paint() {
    var admin = signedInAdmin();
    if (!admin) return false;
    preloadSignedInChunks();
    paintScreen(admin, askFirstRequest(admin));
    paintNavigation(admin);
    shell.hidden = false;
    leaveWhenTheAppDraws();
    return true;
  }
  // the stored token, the language's texts and the admin as the app knows them at its first render
  // (src/api/authProvider.ts), whose role is null for nobody known; null without a token or on the login page
  function signedInAdmin() {
    var locale = 'th';
    var token;
    var info;
    try {
      token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
      if (!token || location.pathname === ${JSON.stringify(LOGIN_ROUTE)}) return null;
      if (JSON.parse(localStorage.getItem(${JSON.stringify(LOCALE_ITEM)}) || 'null') === 'en') locale = 'en';
    } catch (e) {
      return null;
    }
    try {
      info = JSON.parse(localStorage.getItem(${JSON.stringify(USER_INFO_KEY)}) || 'null');
    } catch (e) {
      info = null;
    }
    var keptTypes = ${JSON.stringify(KEPT_USER_INFO_TYPES)};
    var known = !!info && typeof info === 'object' && Object.keys(keptTypes).every(function (field) {
      return typeof info[field] === keptTypes[field];
    });
    var role = !known
      ? null
      : Object.prototype.hasOwnProperty.call(navigation.byRole, info.role)
        ? info.role
        : navigation.leastRole;
    return { token: token, texts: texts[locale], info: known ? info : null, role: role };
  }
  function preloadSignedInChunks() {
    var chunks = document.getElementById(${JSON.stringify(SIGNED_IN_CHUNKS_ID)});
    JSON.parse(chunks ? chunks.textContent : '[]').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  // the path's first GET, whose answer the app takes; a heading named by the answer is painted from it
  function askFirstRequest(admin) {
    var asked = requestAt(location.pathname);
    if (!asked || location.search || !window.fetch) return undefined;
    var answer = fetch(asked.path, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + admin.token } });
    // an answer the app never takes (it went elsewhere first) would otherwise fail unheard as an unhandled
    // rejection; the app, when it takes the answer, still meets the failure on the promise itself
    answer.catch(function () {});
    window[${JSON.stringify(EARLY_ANSWER)}] = { path: asked.path, token: admin.token, answer: answer };
    var answeredTitle = admin.texts.answeredTitles[asked.pattern];
    if (answeredTitle && titleValues[asked.pattern]) paintTitleFrom(answer, answeredTitle, titleValues[asked.pattern]);
    return answer;
  }
  // the heading, and under it a list's top and first page, or a screen's note
  function paintScreen(admin, answer) {
    paintTitle(admin.texts.titles[location.pathname] || '');
    var listed = admin.texts.lists[location.pathname];
    // a list opened with a query of its own, or with other filters kept from an earlier visit, may show another
    // tab or a search typed in: its title alone
    if (listed && !location.search && opensAsPainted(listed)) {
      var part = shell.querySelector('.ss-list');
      paintList(part, listed, admin.role);
      if (answer && listed.rows) paintRowsFrom(answer, part.querySelector('.ss-content'), listed, admin.role);
    }
    var noted = patternAt(admin.texts.notes, location.pathname);
    if (noted) paintNote(shell.querySelector('.ss-note'), admin.texts.notes[noted.pattern]);
  }
  // the links the role sees, the language button and the admin's name, as react-admin's layout draws them
  function paintNavigation(admin) {
    var list = shell.querySelector('.ss-nav ul');
    (admin.role ? navigation.byRole[admin.role] : navigation.unknown).forEach(function (index) {
      list.appendChild(element('li', '', admin.texts.nav[index]));
    });
    shell.querySelector('.ss-language').textContent = admin.texts.language;
    if (admin.info) shell.querySelector('.ss-user').textContent = (${shownAdminName.toString()})(admin.info);
  }
  // gone once the app's heading is in the document, or a while after the app has drawn a page without one
  function leaveWhenTheAppDraws() {
    var root = document.getElementById('root');
    var waiting = 0;
    var observer = new MutationObserver(function () {
      if (root.querySelector('h1')) leave();
      else if (!waiting && root.firstChild) waiting = setTimeout(leave, ${HEADLESS_PAGE_MS});
    });
    function leave() {
      observer.disconnect();
      clearTimeout(waiting);
      if (shell.parentNode) shell.remove();
    }
    observer.observe(root, { childList: true, subtree: true });
  }
  function paintTitle(title) {
    shell.querySelector('.ss-bar-title').textContent = title;
    shell.querySelector('.ss-title').textContent = title;
  }
  // the answer's body is the app's to read: the shell reads a copy, and nothing when the answer is a refusal
  function paintTitleFrom(answer, template, values) {
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (json) {
        if (!json) return;
        var given = values(json);
        paintTitle(template.replace(/%\\{(\\w+)\\}/g, function (whole, name) {
          return Object.prototype.hasOwnProperty.call(given, name) ? String(given[name]) : whole;
        }));
      })
      .catch(function () {});
  }
  // the answer's records as the app's table draws them on a laptop, once they have come if the app has not drawn
  // them yet: not on a phone, which shows cards, nor where the table would not fit, as the app folds its columns
  function paintRowsFrom(answer, content, listed, role) {
    var laptop = window.matchMedia && window.matchMedia(${JSON.stringify(NOT_PHONE)}).matches;
    if (!laptop || !opensOnItsFirstPage(listed)) return;
    answer
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (json) {
        var records = json && json[listed.rows.answerKey];
        if (!records || !records.length || !shell.parentNode) return;
        var table = rowsTable(records, listed.rows, role);
        content.appendChild(table);
        if (table.offsetWidth > content.clientWidth) table.remove();
      })
      .catch(function () {});
  }
  function opensOnItsFirstPage(listed) {
    var kept = keptParams(listed) || {};
    var opensWith = listed.rows.opensWith;
    return (
      (!kept.page || kept.page === 1) &&
      (!kept.sort || kept.sort === opensWith.sort) &&
      (!kept.order || kept.order === opensWith.order) &&
      (!kept.perPage || kept.perPage === opensWith.perPage)
    );
  }
  function rowsTable(records, rows, role) {
    var buttons = rows.buttons.filter(function (face) {
      return role && face.roles.indexOf(role) >= 0;
    });
    var table = element('table', 'ss-rows');
    var headings = table.appendChild(element('thead', '')).appendChild(element('tr', ''));
    rows.columns.forEach(function (column) {
      headings.appendChild(headingCell(column, rows));
    });
    if (rows.actions) headings.appendChild(element('th', 'ss-nowrap', rows.actions));
    var body = table.appendChild(element('tbody', ''));
    records.forEach(function (record) {
      var row = body.appendChild(element('tr', ''));
      rows.columns.forEach(function (column) {
        row.appendChild(element('td', '', cellText(record[column.source], rows.noValue)));
      });
      if (rows.actions) row.appendChild(buttonsCell(buttons));
    });
    return table;
  }
  // a sortable heading is a button with its arrow, drawn only on the column the list is ordered by
  function headingCell(column, rows) {
    var cell = element('th', '');
    var label = column.sortable ? cell.appendChild(element('span', 'ss-sort')) : cell;
    column.heading.forEach(function (word, index) {
      if (index > 0) label.appendChild(document.createTextNode(' '));
      wordInto(label, word);
    });
    if (column.sorted) {
      label.insertAdjacentHTML('beforeend', rows.arrow);
      if (rows.opensWith.order === 'ASC') label.lastChild.setAttribute('class', 'ss-up');
    }
    return cell;
  }
  // as src/kit/ColumnHeading.tsx: a Thai word, or one with marked breaks, breaks only at its marks
  function wordInto(label, word) {
    if (!new RegExp(${JSON.stringify(THAI.source)}).test(word) && word.indexOf(${JSON.stringify(BREAK)}) < 0) {
      label.appendChild(document.createTextNode(word));
      return;
    }
    word.split(${JSON.stringify(BREAK)}).forEach(function (piece, index) {
      if (index > 0) label.appendChild(document.createElement('wbr'));
      label.appendChild(element('span', 'ss-nowrap', piece));
    });
  }
  function cellText(value, noValue) {
    return value === null || value === undefined || value === '' ? noValue : String(value);
  }
  function buttonsCell(buttons) {
    var cell = element('td', '');
    var line = cell.appendChild(element('div', 'ss-row-buttons'));
    buttons.forEach(function (face) {
      var node = line.appendChild(element('span', 'ss-page'));
      node.innerHTML = face.icon;
      node.appendChild(document.createTextNode(face.label));
    });
    return cell;
  }
  function paintNote(note, texts) {
    note.querySelector('.ss-note-title').textContent = texts.title;
    var lines = note.querySelector('ul');
    texts.lines.forEach(function (line) {
      lines.appendChild(element('li', '', line));
    });
    note.hidden = false;
  }
  // a path's first GET: a list's by its path, a screen's by its path's pattern with the page's values put in
  function requestAt(path) {
    var matched = patternAt(requests, path);
    if (!matched) return undefined;
    var filled = requests[matched.pattern].replace(/:([A-Za-z0-9_]+)/g, function (_, name) {
      return matched.values[name];
    });
    return { pattern: matched.pattern, path: filled };
  }
  // the key of a table by path patterns that the path matches, and the values it gives the pattern's names
  function patternAt(table, path) {
    for (var pattern in table) {
      var values = valuesIn(pattern, path);
      if (values) return { pattern: pattern, values: values };
    }
    return undefined;
  }
  function valuesIn(pattern, path) {
    var wanted = pattern.split('/');
    var given = path.split('/');
    var values = {};
    if (wanted.length !== given.length) return null;
    for (var i = 0; i < wanted.length; i++) {
      // the ids the app reads are whole numbers, which it writes without leading zeros: another text is not asked
      if (wanted[i].charAt(0) === ':' && /^[1-9][0-9]*$/.test(given[i])) values[wanted[i].slice(1)] = given[i];
      else if (wanted[i] !== given[i]) return null;
    }
    return values;
  }
  // react-admin's kept parameters of the list, {} for none, null when they do not read
  function keptParams(listed) {
    try {
      return JSON.parse(localStorage.getItem(listed.kept) || '{}') || {};
    } catch (e) {
      return null;
    }
  }
  function opensAsPainted(listed) {
    var kept = keptParams(listed);
    if (!kept) return false;
    var filter = kept.filter || {};
    return Object.keys(filter).every(function (source) {
      var value = filter[source];
      return value === listed.opensOn[source] || value === '' || value === null || value === undefined;
    });
  }
  // the cards the admin's role is shown, as the app's gate decides (nothing gated while no admin is known)
  function paintList(part, listed, role) {
    var cards = part.querySelector('.ss-cards');
    (listed.tools || []).forEach(function (tool) {
      if (!tool.roles || (role && tool.roles.indexOf(role) >= 0)) cards.appendChild(toolCard(tool));
    });
    if (!cards.firstChild) cards.remove();
    var exported = part.querySelector('.ss-export');
    if (listed.export) exported.lastChild.textContent = listed.export;
    else exported.remove();
    var tabs = part.querySelector('.ss-tabs');
    (listed.tabs || []).forEach(function (label) {
      tabs.appendChild(element('span', 'ss-tab', label));
    });
    // an empty row of tabs would still take the row's gap before the search box
    if (!tabs.firstChild) tabs.remove();
    if (listed.search) part.querySelector('.ss-label').textContent = listed.search;
    else part.querySelector('.ss-search').remove();
    if (listed.hint) part.querySelector('.ss-hint').textContent = listed.hint;
    part.hidden = false;
  }
  function element(tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function button(face, className) {
    var node = element('span', 'ss-button ' + className);
    node.innerHTML = face.icon;
    node.appendChild(element('span', '', face.label));
    return node;
  }
  function toolCard(tool) {
    var card = element('div', 'ss-card');
    card.appendChild(element('div', 'ss-card-title', tool.title));
    var form = element('div', 'ss-form');
    var field = element('div', 'ss-filled');
    field.appendChild(element('span', '', tool.label));
    form.appendChild(field);
    form.appendChild(button(tool.submit, tool.submit.off ? 'ss-off' : 'ss-contained'));
    if (tool.second) form.appendChild(button(tool.second, 'ss-outlined'));
    card.appendChild(form);
    return card;
  }
  if (!paint()) window[${JSON.stringify(PAINT_SHELL)}] = paint;
})();
`;
