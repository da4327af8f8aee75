import { excelXlsxHandlers } from './excelXlsx';
import { portableHandlers } from './portable';
import type { HandlerMap } from './types';

export const allHandlers: HandlerMap = { ...portableHandlers, ...excelXlsxHandlers };
