/** Every handler of the server: the portable ones, which the demo serves too, and the server-only ones. */
import { excelXlsxHandlers } from './excelXlsx';
import { portableHandlers } from './portable';
import type { HandlerMap } from './types';

export const allHandlers: HandlerMap = { ...portableHandlers, ...excelXlsxHandlers };
