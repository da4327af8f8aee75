import type { TString } from '@sinclair/typebox';
import { SuccessAnswer } from './common';
import { Doc, OneOf } from './shared';
import { MultiLineText } from './text';
import * as Type from './typeBuilder';

export const REWARD_SLOTS = [
  'reward1',
  'reward2',
  'reward3',
  'reward4',
  'reward5',
  'reward6',
  'reward7',
  'reward8',
  'reward9',
  'reward10',
] as const;
export type RewardSlot = (typeof REWARD_SLOTS)[number];

/** The two games a reward or a condition belongs to: the paid VIP game and the normal one. */
export const GAME_KINDS = ['vip', 'normal'] as const;
export const GameKind = OneOf(GAME_KINDS, { description: 'vip: the paid VIP game; normal: the free one' });

const slots = (text: () => TString) =>
  Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, text()])) as Record<RewardSlot, TString>;

export const Reward = Type.Object(
  { id: Type.Integer({ minimum: 1 }), type: GameKind, ...slots(() => Type.String()) },
  { title: 'Reward', description: 'The ten reward texts of one reward type.' },
);

export const ListRewardsAnswer = Doc(
  SuccessAnswer({ data: Type.Array(Reward) }),
  'ListRewardsAnswer',
  'Every reward type with its ten texts.',
);

export const UpdateRewardBody = Doc(
  Type.Object(slots(() => MultiLineText(500))),
  'UpdateRewardBody',
  'The reward as edited: all ten texts (each may be empty, at most 500 characters, on several lines); id and ' +
    'type are not changed.',
);

export const UpdateRewardAnswer = Doc(SuccessAnswer({ data: Reward }), 'UpdateRewardAnswer', 'The reward as saved.');
