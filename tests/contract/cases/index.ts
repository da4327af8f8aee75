/** Every contract case; each resource issue adds its file here. */
import { accountCases } from './account';
import { auditLogCases } from './auditLog';
import { authCases } from './auth';
import { conditionCases } from './conditions';
import { entrantCases } from './entrants';
import { entryCases } from './entries';
import { excelCases } from './excel';
import { gameWeekDetailCases } from './gameWeekDetail';
import { gameWeekCases } from './gameWeeks';
import { liveScoreCases } from './liveScore';
import { paymentCases } from './payments';
import { playerCases } from './players';
import { rewardCases } from './rewards';
import { seasonCases } from './seasons';
import { specClientPayloadCases } from './specClientPayloads';
import { teamCases } from './teams';
import { teamVsCases } from './teamVs';
import { textRuleCases } from './textRules';
import { ticketCases } from './tickets';
import { uploadCases } from './uploads';
import { userCases } from './users';

export const allCases = [
  ...authCases,
  ...paymentCases,
  ...ticketCases,
  ...entrantCases,
  ...entryCases,
  ...excelCases,
  ...userCases,
  ...liveScoreCases,
  ...accountCases,
  ...gameWeekDetailCases,
  ...teamCases,
  ...teamVsCases,
  ...conditionCases,
  ...gameWeekCases,
  ...playerCases,
  ...rewardCases,
  ...seasonCases,
  ...uploadCases,
  ...auditLogCases,
  ...textRuleCases,
  ...specClientPayloadCases,
];
