/** The game-week image upload, kept only when its first bytes say PNG, JPEG, GIF or WebP. */
import { imageTypeOf, imageUrlOf, UPLOAD_FIELD } from '../../contract';
import { storeImage } from '../domain/imagesStore';
import { failure, invalidField } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

const notAnImage = () =>
  failure(415, 'The file is not an image: upload a PNG, JPEG, GIF or WebP picture', 'upload.not_an_image');

export const uploadHandlers: HandlerMap = {
  uploadGameWeekImage: async ({ upload, admin }, { db, clock }) => {
    const actor = requireAdmin(admin);
    const file = await upload(UPLOAD_FIELD);
    if (!file) {
      throw invalidField(
        `${UPLOAD_FIELD} is required: send the image as the multipart file field '${UPLOAD_FIELD}'`,
        UPLOAD_FIELD,
        'upload.missing_file',
        { field: UPLOAD_FIELD },
      );
    }
    const { bytes } = file;
    const mime = imageTypeOf(bytes);
    if (!mime) throw notAnImage();
    const image = await storeImage(db, { bytes, mime }, actor, clock.now());
    return { ok: true, image_url: imageUrlOf(image.public_id) };
  },
};
