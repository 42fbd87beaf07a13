import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { requireActor } from '../../shared/kernel/bus.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { MAX_IMAGE_BYTES } from '../contracts/http.ts';
import { SellerCapabilityRequiredError } from '../domain/listing.errors.ts';
import { UploadListingImages } from '../application/commands/upload-listing-images/upload-listing-images.command.ts';
import { MAX_IMAGES_PER_UPLOAD } from '../infrastructure/images/listing-images.ts';

const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

const receiveImages = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_UPLOAD, fields: 5, parts: MAX_IMAGES_PER_UPLOAD + 5 },
}).array('images', MAX_IMAGES_PER_UPLOAD);

/** Reads the multipart `images` field into memory, after the sign-in and seller checks; limits become clear 413/400s. */
const imagesField: RequestHandler = (req, res, next) => {
  const actor = requireActor(res.locals.actor);
  if (!actor.roles.includes('seller') && !actor.isAdmin) throw new SellerCapabilityRequiredError();
  receiveImages(req, res, (error: unknown) => {
    if (!(error instanceof multer.MulterError)) {
      next(error);
      return;
    }
    if (error.code === 'LIMIT_FILE_SIZE') {
      const name = error.field === 'images' ? 'A photo' : 'A file';
      res.status(413).json({ message: `${name} is larger than ${MEGABYTES} MB: upload photos of at most ${MEGABYTES} MB each.`, code: 'image_too_large' });
      return;
    }
    const message =
      error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === 'images'
        ? `Upload at most ${MAX_IMAGES_PER_UPLOAD} photos at a time.`
        : 'Upload photos in the "images" field of a multipart form.';
    next(new ValidationError(message, [{ path: ['images'], message }]));
  });
};

/** `POST /api/properties/images`: a seller's listing photos, answered as UploadedImage[] in upload order. */
export function listingMediaRouter({ commands }: HttpContext): Router {
  const router = Router();

  router.post('/api/properties/images', imagesField, async (req, res) => {
    const files = (req.files ?? []) as Express.Multer.File[];
    const uploads = files.map((file) => ({ name: file.originalname, data: file.buffer }));
    res.status(201).json(await commands.execute(UploadListingImages, { uploads }, res.locals.actor));
  });

  return router;
}
