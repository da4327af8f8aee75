/** The handlers the demo serves in the browser too: nothing they import may need Node. */
import { restHandlers } from '../rest/handlers';
import { accountHandlers } from './account';
import { auditLogHandlers } from './auditLog';
import { authHandlers } from './auth';
import { conditionHandlers } from './conditions';
import { entrantHandlers } from './entrants';
import { entryHandlers } from './entries';
import { excelHandlers } from './excel';
import { gameWeekDetailHandlers } from './gameWeekDetail';
import { gameWeekHandlers } from './gameWeeks';
import { imageHandlers } from './images';
import { liveScoreHandlers } from './liveScore';
import { paymentHandlers } from './payments';
import { playerHandlers } from './players';
import { rewardHandlers } from './rewards';
import { seasonHandlers } from './seasons';
import { teamHandlers } from './teams';
import { teamVsHandlers } from './teamVs';
import { ticketHandlers } from './tickets';
import type { HandlerMap } from './types';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

export const portableHandlers: HandlerMap = {
  ...auditLogHandlers,
  ...accountHandlers,
  ...entrantHandlers,
  ...entryHandlers,
  ...excelHandlers,
  ...liveScoreHandlers,
  ...paymentHandlers,
  ...ticketHandlers,
  ...userHandlers,
  ...authHandlers,
  ...gameWeekDetailHandlers,
  ...teamHandlers,
  ...teamVsHandlers,
  ...conditionHandlers,
  ...gameWeekHandlers,
  ...imageHandlers,
  ...playerHandlers,
  ...rewardHandlers,
  ...seasonHandlers,
  ...uploadHandlers,
  ...restHandlers,
};
