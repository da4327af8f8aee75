/** The admin a valid bearer token signs in, as the sessions and their cache both know it. */
export interface SignedInAdmin {
  id: number;
  username: string;
  sessionId: number;
}
