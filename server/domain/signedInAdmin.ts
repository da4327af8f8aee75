/** The admin a valid bearer token signs in, as the sessions and their cache both know it. */
import type { Role } from '../../contract';

export interface SignedInAdmin {
  id: number;
  username: string;
  role: Role;
  sessionId: number;
}
