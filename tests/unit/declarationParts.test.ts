/** A declared view's own parts come with its code (src/kit/declarationParts.ts), so nothing pops in after it. */
import { describe, expect, it, vi } from 'vitest';
import { preloadDeclarationParts } from '../../src/kit/declarationParts';
import { lazyPart } from '../../src/kit/lazyPart';
import { memberResource } from '../../src/screens/members';
import { freeTicketFace } from '../../src/screens/settings/tickets/ticketFaces';

describe('preloadDeclarationParts', () => {
  it("fetches the cards a list declares above it, before the list's view is drawn", async () => {
    const load = vi.fn(async () => () => null);
    const card = lazyPart(load);
    const list = { ...memberResource.list, tools: [{ face: freeTicketFace, card }] };
    await preloadDeclarationParts({ ...memberResource, list });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
