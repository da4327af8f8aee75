import { SuccessAnswer } from './common';
import { GameKind } from './rewards';
import { Doc } from './shared';
import * as Type from './typeBuilder';
import { AcceptsDigitText } from './typedNumbers';

export const Condition = Type.Object(
  { id: Type.Integer({ minimum: 1 }), type: GameKind, max: Type.Integer({ minimum: 0 }) },
  { title: 'Condition', description: 'The maximum of one condition type.' },
);

export const ListConditionsAnswer = Doc(
  SuccessAnswer({ data: Type.Array(Condition) }),
  'ListConditionsAnswer',
  'Every condition.',
);

export const UpdateConditionBody = Doc(
  Type.Object({ max: AcceptsDigitText(Type.Integer({ minimum: 0, maximum: 1_000_000 })) }),
  'UpdateConditionBody',
  'The condition as edited: its maximum, a whole number (or its digits as typed); id and type are not changed.',
);

export const UpdateConditionAnswer = Doc(
  SuccessAnswer({ data: Condition }),
  'UpdateConditionAnswer',
  'The condition as saved.',
);
