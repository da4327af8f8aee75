/**
 * The change stream's one gate, shared by the server and the demo: the bearer and role checks every route has,
 * then the stream, resumed after Last-Event-ID where it can be.
 */
import { CHANGES_PERMISSION } from '../../contract';
import { assertMay } from '../domain/permissions';
import { signedInAdmin } from './pipeline';
import type { AppContext } from './types';

export async function openChangeStream(
  context: AppContext,
  authorization: string | undefined,
  lastEventId: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  const admin = await signedInAdmin(context, authorization);
  assertMay(admin, CHANGES_PERMISSION);
  await context.changes.beforeStream();
  return context.changes.streams.openFor(admin, lastEventId);
}
