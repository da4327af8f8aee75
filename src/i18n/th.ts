import type { TranslationMessages } from 'react-admin';
import { thAppMessages } from './appMessages.th';
import { thaiRaMessages } from './thaiRaMessages';

export const th: TranslationMessages = {
  ...thaiRaMessages,
  ...thAppMessages,
};
