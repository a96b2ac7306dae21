/**
 * The JSON a media library row stores for this image (section 3: a single image path list in an `images` column),
 * shown so partners can copy it into their own records.
 */
export function storedImagePathJson(savedUrl: string): string {
  return JSON.stringify({ images: [savedUrl] }, null, 2);
}
