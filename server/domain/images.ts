/** Uploaded images: their random public names and the headers they are served with. */
import { base64UrlOfBytes } from '../../contract/rules/base64';

/** 144 random bits: image URLs cannot be guessed or enumerated. */
export const newImagePublicId = () => base64UrlOfBytes(crypto.getRandomValues(new Uint8Array(18)));

/** An image response runs nothing, even when the image is opened on its own (sandbox, no sources). */
export const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function imageResponseHeaders(mime: string, size: number): Record<string, string> {
  return {
    'content-type': mime,
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': IMAGE_CSP,
    'content-disposition': 'inline',
    // a public id always names the same bytes
    'cache-control': 'public, max-age=31536000, immutable',
  };
}
