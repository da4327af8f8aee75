/** Uploaded images live in the database (several server instances share it), with their audit row. */
import type { Kysely } from 'kysely';
import type { ImageMime } from '../../contract';
import type { Database, Row } from '../db/schema';
import { type Actor, auditedWrite } from './auditedWrite';
import { newImagePublicId } from './images';

/** Web Crypto's SHA-256, which the demo has too. */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function storeImage(
  db: Kysely<Database>,
  image: { bytes: Uint8Array; mime: ImageMime },
  actor: Actor,
  at: Date,
): Promise<Row<'images'>> {
  const sha256 = await sha256Hex(image.bytes);
  return auditedWrite(db, { admin: actor, at }, async (trx) => {
    const stored = await trx
      .insertInto('images')
      .values({
        public_id: newImagePublicId(),
        mime: image.mime,
        bytes: image.bytes,
        size: image.bytes.length,
        sha256,
        admin_id: actor.id,
        created_at: at.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { bytes: _bytes, ...described } = stored;
    return {
      action: 'image.upload',
      targetType: 'image',
      targetId: stored.public_id,
      after: described,
      result: stored,
    };
  });
}

export async function findImage(db: Kysely<Database>, publicId: string) {
  return db.selectFrom('images').select(['mime', 'bytes', 'size']).where('public_id', '=', publicId).executeTakeFirst();
}
