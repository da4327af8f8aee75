/**
 * The change stream's one gate, shared by the server and the demo: the bearer check every route has (a permission
 * check, where one is needed, joins it here), then the stream, resumed after Last-Event-ID where it can be.
 */
import { signedInAdmin } from './pipeline';
import type { AppContext } from './types';

export async function openChangeStream(
  context: AppContext,
  authorization: string | undefined,
  lastEventId: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  const admin = await signedInAdmin(context, authorization);
  await context.changes.beforeStream();
  return context.changes.streams.openFor(admin, lastEventId);
}
