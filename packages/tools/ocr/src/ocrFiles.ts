import { sanitizeFileName } from '@mediakit/api-client';
import { ocrUploads } from '@mediakit/api-client/tools';
import { formatMessage, type UploadRule } from '@mediakit/tool-runtime';
import type { OcrMessages } from './messages';

/** JPEG or PNG (spec 001, section 5), at most 10 MB as the server takes it. */
export const ocrImageUpload: UploadRule = ocrUploads.image;

/** The .txt name for an image: its name without the extension, else the fallback. Sanitised by the caller. */
export function textFileBaseName(imageName: string | undefined, fallback: string): string {
  const base = (imageName ?? '').replace(/\.[^.]*$/, '').trim();
  return base || fallback;
}

/** The Download .txt file name for an image, in the tool's (overridable) words, sanitised. */
export function textFileName(
  imageName: string | undefined,
  text: Pick<OcrMessages, 'downloadFileName' | 'defaultFileName'>,
): string {
  return sanitizeFileName(
    formatMessage(text.downloadFileName, { name: textFileBaseName(imageName, text.defaultFileName) }),
  );
}
