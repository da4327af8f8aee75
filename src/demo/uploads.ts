/**
 * The demo's image upload and public image route, with the server's rules and messages
 * (server/routes/{uploads,images}.ts): one file in the multipart field 'slip', at most 5 MB, kept only when
 * its first bytes say PNG, JPEG, GIF or WebP. Images live in memory beside the store, as long as the page.
 */

import { type ImageMime, imageTypeOf, imageUrlOf, MAX_IMAGE_BYTES, UPLOAD_FIELD } from '../../contract';
import { IMAGE_CSP, newImagePublicId } from '../../server/domain/images';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { type DemoStore, nextId } from './store';

interface DemoImage {
  mime: ImageMime;
  bytes: Uint8Array;
}

const imagesOf = new WeakMap<DemoStore, Map<string, DemoImage>>();
function imageShelf(store: DemoStore): Map<string, DemoImage> {
  let shelf = imagesOf.get(store);
  if (!shelf) {
    shelf = new Map();
    imagesOf.set(store, shelf);
  }
  return shelf;
}

export const uploadHandlers: DemoHandlerMap = {
  uploadGameWeekImage: async ({ request, admin }, store) => {
    const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
    if (!contentType.startsWith('multipart/form-data'))
      throw new DemoError(415, 'Expected a multipart/form-data upload');
    const file = (await request.formData()).get(UPLOAD_FIELD);
    if (!file || typeof file === 'string') {
      throw new DemoError(
        400,
        `${UPLOAD_FIELD} is required: send the image as the multipart file field '${UPLOAD_FIELD}'`,
      );
    }
    if (file.size > MAX_IMAGE_BYTES) throw new DemoError(413, 'The file is too large (at most 5 MB)');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = imageTypeOf(bytes);
    if (!mime) throw new DemoError(415, 'The file is not an image: upload a PNG, JPEG, GIF or WebP picture');
    const publicId = newImagePublicId();
    imageShelf(store).set(publicId, { mime, bytes });
    const log = store.data.audit_log;
    log.push({
      id: nextId(log),
      admin_id: admin?.id ?? null,
      admin_username: admin?.username ?? 'system',
      action: 'image.upload',
      target_type: 'image',
      target_id: publicId,
      before_json: null,
      after_json: JSON.stringify({ public_id: publicId, mime, size: bytes.length }),
      created_at: new Date().toISOString(),
    });
    return { ok: true, image_url: imageUrlOf(publicId) };
  },

  getImage: ({ params }, store) => {
    const image = imageShelf(store).get(params.publicId);
    if (!image) throw new DemoError(404, 'There is no such image');
    return new Response(image.bytes.slice().buffer, {
      headers: {
        'content-type': image.mime,
        'x-content-type-options': 'nosniff',
        'content-security-policy': IMAGE_CSP,
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  },
};
