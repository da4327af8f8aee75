import { adminsRest } from '../../contract';
import { adminBehaviour } from './adminBehaviour';
import type { RestBehaviour } from './behaviours';

export const restBehaviours: Record<string, RestBehaviour> = {
  [adminsRest.name]: adminBehaviour,
};
