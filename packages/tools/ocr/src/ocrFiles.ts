import { ocrUploads } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';

/** JPEG or PNG (spec 001, section 5), at most 10 MB as the server takes it. */
export const ocrImageUpload: UploadRule = ocrUploads.image;

/** The .txt name for an image: its name without the extension, else the fallback. Sanitised by the caller. */
export function textFileBaseName(imageName: string | undefined, fallback: string): string {
  const base = (imageName ?? '').replace(/\.[^.]*$/, '').trim();
  return base || fallback;
}
