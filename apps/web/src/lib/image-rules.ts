/** Uploads the server accepts (checked there by magic bytes): JPG, PNG, WebP up to 5 MB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

export type ImageProblem = 'imageType' | 'imageSize';

export function imageProblem(file: File): ImageProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}
