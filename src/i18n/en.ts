import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { enAppMessages } from './appMessages.en';

/** English: react-admin's published catalogue plus the app's texts. */
export const en: TranslationMessages = {
  ...englishMessages,
  ...enAppMessages,
};
