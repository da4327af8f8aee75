import { type TString, Type } from '@sinclair/typebox';
import { SuccessAnswer } from './common';
import { Doc } from './shared';
import { MultiLineText } from './text';

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

const slots = (text: () => TString) =>
  Object.fromEntries(REWARD_SLOTS.map((slot) => [slot, text()])) as Record<RewardSlot, TString>;

export const Reward = Type.Object(
  { id: Type.Integer({ minimum: 1 }), type: Type.String(), ...slots(() => Type.String()) },
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
