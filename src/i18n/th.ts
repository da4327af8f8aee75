import type { TranslationMessages } from 'react-admin';
import { thAppMessages } from './appMessages.th';
import { thaiRaMessages } from './thaiRaMessages';

/** Thai, the default language: our own `ra.*` catalogue plus the app's texts. */
export const th: TranslationMessages = {
  ...thaiRaMessages,
  ...thAppMessages,
};
