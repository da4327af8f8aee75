import { OkAnswer } from './common';
import { Doc } from './shared';
import * as Type from './typeBuilder';

/** The name the spec gives the SPA's file field. */
export const UPLOAD_FIELD = 'slip';
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

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** Judged by the first bytes only: the declared type and file name are the client's word. Never SVG: it can carry script. */
export function imageTypeOf(bytes: Uint8Array): ImageMime | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  // RIFF, a 4-byte size, then WEBP
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

export const imageUrlOf = (publicId: string) => `/api/images/${publicId}`;
