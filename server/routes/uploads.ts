/**
 * The game-week image upload: one multipart file in the field 'slip', at most 5 MB, kept only when its
 * first bytes say PNG, JPEG, GIF or WebP. Answers where the public image route serves it.
 */
import { imageTypeOf, imageUrlOf, UPLOAD_FIELD } from '../../contract';
import { storeImage } from '../domain/imagesStore';
import { ApiError, badRequest } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

const notAnImage = () => new ApiError(415, 'The file is not an image: upload a PNG, JPEG, GIF or WebP picture');

export const uploadHandlers: HandlerMap = {
  uploadGameWeekImage: async ({ request, admin }, { db, clock }) => {
    const actor = requireAdmin(admin);
    // not multipart at all: the plugin throws, and the error handler answers 415
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD_FIELD) {
      file?.file.resume(); // let the rest of the request body drain
      throw badRequest(`${UPLOAD_FIELD} is required: send the image as the multipart file field '${UPLOAD_FIELD}'`);
    }
    // past the plugin's 5 MB fileSize limit this throws, and the error handler answers 413
    const bytes = await file.toBuffer();
    const mime = imageTypeOf(bytes);
    if (!mime) throw notAnImage();
    const image = await storeImage(db, { bytes, mime }, actor, clock.now());
    return { ok: true, image_url: imageUrlOf(image.public_id) };
  },
};
