/** Every route file's handlers, keyed by the contract's route ids. */
import { authHandlers } from './auth';
import type { HandlerMap } from './types';

export const allHandlers: HandlerMap = {
  ...authHandlers,
};
