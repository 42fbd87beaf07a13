import type { Request, Response } from 'express';
import multer from 'multer';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_RULE,
  UploadBlogImage,
} from '../application/commands/upload-blog-image/upload-blog-image.command.ts';
import { BLOG_TAG } from '../application/http.ts';
import { blogImageSchema } from '../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../domain/blog-post.errors.ts';

const receiveImage = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would show "Café" as "CafÃ©")
  defParamCharset: 'utf8',
  limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('image');
const UNREADABLE_FORM = 'Send one image in the "image" field of a multipart form (multipart/form-data).';

/** Reads the multipart `image` field into memory; a file over the limit is a 413 (answered here: null). */
function imageField(req: Request, res: Response): Promise<Express.Multer.File | null> {
  return new Promise((resolve, reject) => {
    receiveImage(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ message: `The image is larger than 10 MB. ${BLOG_IMAGE_RULE}`, code: 'image_too_large' });
        resolve(null);
      } else if (error || !req.file) {
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['image'], message: UNREADABLE_FORM }]));
      } else {
        resolve(req.file);
      }
    });
  });
}

/** A blog image: a multipart form read here, then the use case (re-encoded as WebP and stored). */
export const uploadBlogImageEndpoint = endpoint({
  method: 'post',
  path: '/api/admin/blog/images',
  tag: BLOG_TAG,
  summary: 'Upload a blog image',
  description: `${BLOG_IMAGE_RULE} Stored re-encoded as WebP.`,
  access: 'admin',
  forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
  multipart: 'image: one JPEG, PNG or WebP file',
  status: 201,
  response: blogImageSchema,
  errors: [400, 413],
  handle: async ({ actor }, req, res, { commands }) => {
    const file = await imageField(req, res);
    if (!file) return;
    // the name is only shown back in messages: control and text-direction characters are dropped
    const image = await commands.execute(UploadBlogImage, { name: displayFileName(file.originalname), data: file.buffer }, actor);
    res.status(201).json(image);
  },
});
