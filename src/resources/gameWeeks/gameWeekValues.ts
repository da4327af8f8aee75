/**
 * The game-week row's reward as typed, pure so it is tested alone: a VIP prize of 0 or more baht and a whole
 * number of free tickets, as the server checks them.
 */
const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** The VIP prize and free tickets as typed in a game-week row, or null when either is not acceptable. */
export function parseReward(reward: string, rewardN: string): { reward: number; reward_n: number } | null {
  const prize = reward.trim().replaceAll(',', '');
  const tickets = rewardN.trim();
  if (!DECIMAL.test(prize) || !WHOLE.test(tickets)) return null;
  return { reward: Number(prize), reward_n: Number(tickets) };
}

/** The image types the upload accepts (its input's `accept`); the server decides by the bytes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
