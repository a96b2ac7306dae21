import type { ProductVideoInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, useTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import { productVideoMessages, type ProductVideoMessages } from './messages';
import {
  initialProductVideoValues,
  toProductVideoInput,
  validateProductVideo,
  type ProductVideoDefaults,
} from './productVideoForm';

export type ProductVideoResult = MediaResult;

export type UseProductVideoOptions = ToolOptions<ProductVideoResult, ProductVideoMessages, ProductVideoDefaults>;

const productVideo = defineTool({
  messages: productVideoMessages,
  values: initialProductVideoValues,
  // Unknown values from a control fall back to the defaults rather than reaching the request; numbers are clamped.
  normalize: (next) => initialProductVideoValues(next),
  cost: { credits: operationCost('productVideo', {}), shortMessage: 'insufficientCredits' },
  engine: 'productVideo',
  check: (values) => ({ image: validateProductVideo(values) }),
  input: ({ image, ...values }) => (image ? toProductVideoInput({ ...values, image }) : undefined),
  request: (input: ProductVideoInput, signal, client) => client.productVideo.generate(input, { signal }),
  toResult: ({ videoUrl, engine, poster }): ProductVideoResult => ({ url: videoUrl, engine, poster }),
  failure: { fallback: 'requestFailed' },
  status: { waiting: 'statusGenerating', succeeded: 'succeeded' },
});

/**
 * The product video tool without its view. The service answers in one request (no job to poll), so Cancel aborts
 * that request; unmounting aborts it too and nothing updates afterwards.
 */
export function useProductVideo(options: UseProductVideoOptions = {}) {
  const tool = useTool(productVideo, options);
  return { ...tool, announcement: tool.fieldErrors.image };
}
