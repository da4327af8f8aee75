export { bangkokToday } from './bangkokToday';
export {
  BUDDHIST_ERA_OFFSET,
  type DateEntryKind,
  type DateEntryResult,
  formatDateEntry,
  isClockTime,
  isEntryYear,
  isWireDate,
  parseDateEntry,
  readWireDate,
  shownYear,
  type WireParts,
  westernYear,
  wireDay,
  wireMinute,
} from './dateEntry';
export { formatBaht, formatBalance, formatNumber, NO_VALUE, toNumber } from './number';
export { PageNumbers, type PageNumbersProps } from './PageNumbers';
export { canGoNext, canGoPrevious, ELLIPSIS, MAX_NUMBERED_PAGES, type PageItem, pageWindow } from './pageWindow';
export { SignedNumber, type SignedNumberProps } from './SignedNumber';
export { type SignColour, type SignedNumberText, signedNumber } from './sign';
export {
  bangkokFormat,
  bangkokMinute,
  type DateLocale,
  formatDate,
  formatDateTime,
  formatThaiDate,
  formatThaiDateTime,
  THAI_TIME_ZONE,
  toInstant,
} from './thaiDate';
export { useDateFormat } from './useDateFormat';
