/** Serves an uploaded image by its random public id, without sign-in (the SPA shows it in an <img>). */
import { imageResponseHeaders } from '../domain/images';
import { findImage } from '../domain/imagesStore';
import { notFound } from '../errors';
import { BinaryAnswer, type HandlerMap } from './types';

export const imageHandlers: HandlerMap = {
  getImage: async ({ params }, { db }) => {
    const image = await findImage(db, params.publicId);
    if (!image) throw notFound('There is no such image', 'image.not_found');
    return new BinaryAnswer(image.bytes, imageResponseHeaders(image.mime, image.bytes.length));
  },
};
