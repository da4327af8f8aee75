/** What scripts/staticShell.ts puts into index.html at build time. */
import { answeredTitleValues, firstListRequests, firstScreenReads } from './firstRequests';
import { shellIcons } from './shellList';
import { SIGNED_IN_CHUNKS_ID, shellCss, shellMarkup, shellScript } from './shellMarkup';
import { shellNavigation, shellTexts } from './shellTexts';

export const staticShellParts = async () => ({
  css: shellCss(),
  markup: shellMarkup(shellIcons()),
  script: shellScript(
    shellTexts(),
    shellNavigation(),
    { ...(await firstListRequests()), ...firstScreenReads() },
    answeredTitleValues(),
  ),
  chunksListId: SIGNED_IN_CHUNKS_ID,
});
