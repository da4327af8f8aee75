/** The game-week image upload and the public image it serves (spec section 7; DESIGN: uploads). */
import { Type } from '@sinclair/typebox';
import { OkAnswer } from './common';
import { Doc } from './shared';

/** The multipart file field the SPA sends (spec: "file field named slip"). */
export const UPLOAD_FIELD = 'slip';
/** The image types accepted, recognised by their magic bytes, never by the declared type or name. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const UploadImageAnswer = Doc(
  OkAnswer({ image_url: Type.String({ description: 'Where the image is served: /api/images/{publicId}' }) }),
  'UploadImageAnswer',
  'The stored image. Not an image: 415; too large: 413.',
);

export const ImageParams = Type.Object({
  publicId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'The random public key of the image' }),
});

export const ImageFile = Type.String({ title: 'ImageFile', description: 'The image bytes (png, jpeg, gif or webp).' });
