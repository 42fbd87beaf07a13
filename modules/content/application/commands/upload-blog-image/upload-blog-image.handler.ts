import { createHash } from 'node:crypto';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PhotoRefusedError } from '../../../../shared/kernel/photos.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { BlogImage } from '../../../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BLOG_IMAGE_FOLDER } from '../../blog-posts.ts';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_RULE, UploadBlogImage } from './upload-blog-image.command.ts';

/** stored at most this wide (never enlarged): a full-width picture of an article on a large screen */
export const BLOG_IMAGE_WIDTH = 1600;

/** JPEG, PNG and WebP by their first bytes; the decoder judges the rest */
function isAcceptedType(data: Buffer): boolean {
  const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

function refuse(name: string, reason: string): ValidationError {
  const message = `${name ? `"${name.replace(/"/g, '').slice(0, 120)}"` : 'The file'} ${reason}`;
  return new ValidationError(message, [{ path: ['image'], message }]);
}

const needs = { photos: PLATFORM.Photos, storage: PLATFORM.Storage };

/**
 * The picture is judged by its bytes and by decoding it, turned upright, stripped of its metadata
 * and stored as WebP under `blog/<content hash>-1600.webp`: the same picture uploaded twice is one
 * file, and a stored file never changes, so it is cached for good.
 */
export class UploadBlogImageHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ name: string; data: Buffer }, BlogImage>
{
  async execute({ name, data }: { name: string; data: Buffer }, { actor }: CommandContext): Promise<BlogImage> {
    const { photos, storage } = this.deps;
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    if (data.length === 0) throw refuse(name, `is empty. ${BLOG_IMAGE_RULE}`);
    if (data.length > BLOG_IMAGE_MAX_BYTES) throw refuse(name, `is larger than 10 MB. ${BLOG_IMAGE_RULE}`);
    if (!isAcceptedType(data)) throw refuse(name, `is not a JPEG, PNG or WebP image. ${BLOG_IMAGE_RULE}`);
    let photo;
    try {
      photo = await photos.reencode(data, [BLOG_IMAGE_WIDTH]);
    } catch (error) {
      if (error instanceof PhotoRefusedError)
        throw refuse(name, error.notAPicture ? `is not a JPEG, PNG or WebP image. ${BLOG_IMAGE_RULE}` : error.reason);
      throw error;
    }
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
    const key = `${BLOG_IMAGE_FOLDER}${hash}-${BLOG_IMAGE_WIDTH}.webp`;
    await storage.put(key, photo.variants.get(BLOG_IMAGE_WIDTH)!, 'image/webp');
    return { url: storage.url(key), width: photo.width, height: photo.height };
  }
}

export const uploadBlogImage = handlesCommand(UploadBlogImage, needs, UploadBlogImageHandler);
