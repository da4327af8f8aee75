import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { enAppMessages } from './appMessages.en';

export const en: TranslationMessages = {
  ...englishMessages,
  ...enAppMessages,
};
