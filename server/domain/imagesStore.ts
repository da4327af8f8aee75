/** Uploaded images live in the database (several server instances share it), with their audit row. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImageMime } from '../../contract';
import type { Database, Row } from '../db/schema';
import { writeAudit } from './audit';
import { newImagePublicId } from './images';

export async function storeImage(
  db: Kysely<Database>,
  image: { bytes: Buffer; mime: ImageMime },
  actor: { id: number; username: string },
  at: Date,
): Promise<Row<'images'>> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('images')
      .values({
        public_id: newImagePublicId(),
        mime: image.mime,
        bytes: image.bytes,
        size: image.bytes.length,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
        admin_id: actor.id,
        created_at: at.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { bytes: _bytes, ...described } = stored;
    await writeAudit(trx, {
      admin: actor,
      action: 'image.upload',
      targetType: 'image',
      targetId: stored.public_id,
      after: described,
      at,
    });
    return stored;
  });
}

export async function findImage(db: Kysely<Database>, publicId: string) {
  return db.selectFrom('images').select(['mime', 'bytes', 'size']).where('public_id', '=', publicId).executeTakeFirst();
}
