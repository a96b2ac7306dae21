import type { MadeBy } from '../json/madeBy';
import { jobFailed } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { numberField, objectField, stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import { backgroundRemovalOperations } from '../tools/backgroundComposer';

export type BackgroundAlign =
  'top-left' | 'top' | 'top-right' | 'left' | 'center' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';

/** Add Background mode. The background is the file, else the URL, else the colour (default #FFFFFF). */
export interface BackgroundSettings {
  image?: Blob;
  imageUrl?: string;
  color?: string;
  /** 32 to 10000. */
  canvasWidth?: number;
  canvasHeight?: number;
  fit?: 'cover' | 'contain' | 'none';
  align?: BackgroundAlign;
  /** 0 to 2000. */
  padding?: number;
}

export interface BackgroundRemovalInput {
  /** The subject: a file wins over `imageUrl`. */
  image?: Blob;
  imageUrl?: string;
  /** Leave out for Transparent Only. */
  background?: BackgroundSettings;
}

export interface BackgroundRemovalResult extends MadeBy {
  url: string;
  credits: number | undefined;
}

export interface BackgroundRemovalApi {
  /** POST /ai/bg/remove (multipart); reads success, error, file.url, credits. */
  remove(input: BackgroundRemovalInput, options?: RequestOptions): Promise<BackgroundRemovalResult>;
}

const failed = 'Background processing failed.';

function backgroundFields(background: BackgroundSettings | undefined) {
  if (!background) return {};
  const { image, imageUrl, color } = background;
  return {
    ...(image ? { bg_image: image } : imageUrl ? { bg_image_url: imageUrl } : { bg_color: color || '#FFFFFF' }),
    canvas_width: background.canvasWidth,
    canvas_height: background.canvasHeight,
    bg_fit: background.fit,
    align: background.align,
    padding: background.padding,
  };
}

export function createBackgroundRemovalApi(ctx: HttpContext): BackgroundRemovalApi {
  return {
    async remove({ image, imageUrl, background }, options) {
      const body = await requestJson(ctx, backgroundRemovalOperations.remove, {
        ...options,
        form: { ...(image ? { image } : { image_url: imageUrl }), ...backgroundFields(background) },
        fallback: failed,
        publishesCredits: true,
      });
      if (body.success === false) throw jobFailed(body, failed, 'error');
      const url = requireMediaUrl(stringField(objectField(body, 'file'), 'url'), ctx.baseUrl, body, failed);
      return { url, credits: numberField(body, 'credits'), ...madeBy(body) };
    },
  };
}
