import { imageTypes, toolDefinitions } from '@mediakit/api-client/tools';

const MB = 1024 * 1024;

/** How a field's file is checked: by size while it streams in, then by its bytes' type. */
export interface FileRule {
  maxBytes: number;
  accept: readonly string[];
  tooLarge: string;
  wrongType: string;
}

const image = (maxMb: number, wrongType: string, tooLarge = `The image must be at most ${maxMb} MB.`): FileRule => ({
  maxBytes: maxMb * MB,
  accept: imageTypes,
  tooLarge,
  wrongType,
});

/** The account's pictures; the tools' uploads are in their definitions (`@mediakit/api-client/tools`). */
export const fileRules = {
  avatar: image(5, 'Please select an image.', 'The image must be at most 5 MB.'),
  cover: image(10, 'Please select an image.'),
} satisfies Record<string, FileRule>;

/** The largest upload any route takes: the multipart parser's own hard limit. */
export const largestUpload = Math.max(
  ...Object.values(fileRules).map((rule) => rule.maxBytes),
  ...Object.values(toolDefinitions).flatMap((tool) => Object.values(tool.uploads).map((upload) => upload.maxBytes)),
);

/** Images are decoded before use: more pixels than this is refused (decompression bombs). */
export const maxImagePixels = 50_000_000;
