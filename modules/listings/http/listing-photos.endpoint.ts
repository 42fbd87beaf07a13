import type { Request, Response } from 'express';
import multer from 'multer';
import { requireActor } from '../../shared/kernel/bus.ts';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import { LISTINGS_TAG } from '../application/http.ts';
import { MAX_IMAGE_BYTES, uploadedImagesSchema } from '../contracts/media.ts';
import { SellerCapabilityRequiredError } from '../domain/listing.errors.ts';
import { UploadListingImages } from '../application/commands/upload-listing-images/upload-listing-images.command.ts';
import { MAX_IMAGES_PER_UPLOAD, PHOTO_DECODES_AT_ONCE } from '../infrastructure/images/listing-images.ts';
import { PhotoQueue } from '../infrastructure/images/photo-queue.ts';

const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;
const UNREADABLE_FORM = 'The upload could not be read: send the photos as a multipart form (multipart/form-data) in the "images" field.';

/**
 * This process's photo uploads: 2 decode at once (a 40 MP photo takes about 0.4 s of a core and
 * 120-160 MB), 6 more may wait, 3 per seller (the web form sends 2 at a time). At most 8 requests
 * hold their files in memory (10 x 15 MB each at worst); the next is a 429 before its body is read.
 */
const photoQueue = new PhotoQueue({ running: PHOTO_DECODES_AT_ONCE, waiting: 6, perSeller: 3 });

const receiveImages = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would show "Café" as "CafÃ©")
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_UPLOAD, fields: 5, parts: MAX_IMAGES_PER_UPLOAD + 5 },
}).array('images', MAX_IMAGES_PER_UPLOAD);

/** Reads the multipart `images` field into memory; limits become clear 413/400s. Null when the answer was sent. */
function imagesField(req: Request, res: Response): Promise<Express.Multer.File[] | null> {
  return new Promise((resolve, reject) => {
    receiveImages(req, res, (error: unknown) => {
      if (!error) {
        resolve((req.files ?? []) as Express.Multer.File[]);
        return;
      }
      if (!(error instanceof multer.MulterError)) {
        // busboy's parse errors (a malformed part header, a cut-off body) are the client's: the files are in memory
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['images'], message: UNREADABLE_FORM }]));
        return;
      }
      if (error.code === 'LIMIT_FILE_SIZE') {
        const name = error.field === 'images' ? 'A photo' : 'A file';
        res.status(413).json({
          message: `${name} is larger than ${MEGABYTES} MB: upload photos of at most ${MEGABYTES} MB each.`,
          code: 'image_too_large',
        });
        resolve(null);
        return;
      }
      const message =
        error.code === 'LIMIT_FILE_COUNT' || (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === 'images')
          ? `Upload at most ${MAX_IMAGES_PER_UPLOAD} photos at a time.`
          : 'Upload photos in the "images" field of a multipart form.';
      reject(new ValidationError(message, [{ path: ['images'], message }]));
    });
  });
}

/** A seller's listing photos (a multipart form read here), answered as UploadedImage[] in upload order. */
export const uploadListingPhotosEndpoint = endpoint({
  method: 'post',
  path: '/api/properties/images',
  tag: LISTINGS_TAG,
  summary: 'Upload listing photos',
  access: 'member',
  scopes: ['listings:write'],
  multipart: 'images: one or more JPEG, PNG or WebP files',
  status: 201,
  response: uploadedImagesSchema,
  errors: [400, 413],
  handle: async ({ actor: signedIn }, req, res, { commands }) => {
    // the seller check, then a place in the queue, all before the body is read
    const actor = requireActor(signedIn);
    if (!actor.roles.includes('seller') && !actor.isAdmin) throw new SellerCapabilityRequiredError();
    const place = photoQueue.enter(actor.userId);
    try {
      const files = await imagesField(req, res);
      if (!files) return;
      await place.turn();
      // file names are only shown back in messages: control and text-direction characters are dropped
      const uploads = files.map((file) => ({ name: displayFileName(file.originalname), data: file.buffer }));
      res.status(201).json(await commands.execute(UploadListingImages, { uploads }, actor));
    } finally {
      place.leave();
    }
  },
});
