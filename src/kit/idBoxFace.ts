/**
 * What an ID card (IdBoxCard.tsx) shows before anything is typed: plain data, so the static shell can paint a
 * card declared above a list (declaration.ts, `list.tools`) from the same words and icons the card draws.
 */
import type { SvgIconComponent } from '@mui/icons-material';

export interface IdBoxButton {
  /** i18n key of the button's label */
  label: string;
  icon: SvgIconComponent;
}

export interface IdBoxFace {
  /** i18n key of the card's heading */
  title: string;
  /** i18n key of the input's label */
  label: string;
  /** the contained button that acts on the ID */
  submit: IdBoxButton;
  /** off until the typed text reads as an ID, so off while nothing is typed */
  submitWaitsForId?: boolean;
  /** an outlined button after it (the ticket lookup's Clear) */
  second?: IdBoxButton;
}
