/** The behaviours of the declared resources that have one, by resource name (behaviours.ts says what they are). */
import { adminsRest } from '../../contract';
import { adminBehaviour } from './adminBehaviour';
import type { RestBehaviour } from './behaviours';

export const restBehaviours: Record<string, RestBehaviour> = {
  [adminsRest.name]: adminBehaviour,
};
