import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { describe, expect, it } from 'vitest';
import { providerStandIn } from '../testing/providerStandIn';
import { checkEngineModels, connectHint, engineInfo } from './engineInfo';

const standIn = providerStandIn({ file: 'openai.subset.json', basePath: '/v1' });

describe('what answers each tool', () => {
  it('says before anyone pays which engine answers and whether it is a model, a provider or a local program', () => {
    const local = engineInfo({});
    expect(local.find((item) => item.tool === 'backgroundRemove')).toMatchObject({ engine: 'local', kind: 'model' });
    expect(local.find((item) => item.tool === 'imageGenerate')).toMatchObject({
      kind: 'program',
      summary: "A picture drawn from the prompt's scene and colour words (not a text-to-image model).",
    });
    const withOpenAi = engineInfo({ MEDIAKIT_ENGINE_IMAGE_GENERATE: 'openai', MEDIAKIT_OPENAI_API_KEY: 'sk' });
    expect(withOpenAi.find((item) => item.tool === 'imageGenerate')).toEqual({
      tool: 'imageGenerate',
      engine: 'openai',
      kind: 'provider',
      summary: 'OpenAI (gpt-image-2) makes the result.',
    });
    expect(connectHint('chat')).toBe(
      'Set MEDIAKIT_ENGINE_CHAT=openai with MEDIAKIT_OPENAI_API_KEY. An OpenAI-compatible server of your own (llama.cpp, Ollama, a gateway) works with MEDIAKIT_OPENAI_BASE_URL. See docs/engines.md.',
    );
  });

  it('says, with no provider configured, what the fake says (stories and partners’ tests show the same lines)', async () => {
    const byTool = (a: { tool: string }, b: { tool: string }) => a.tool.localeCompare(b.tool);
    const fake = await createFakeMediakitClient().engines.list();
    expect([...fake].sort(byTool)).toEqual(engineInfo({}).sort(byTool));
  });

  it("checks each configured OpenAI model with the provider's cheapest read and names a model past its shut-down", async () => {
    standIn.handler = (request, reply) =>
      reply.json(200, { id: request.url.split('/').pop(), object: 'model', created: 1, owned_by: 'openai' });
    const checks = await checkEngineModels(
      {
        MEDIAKIT_ENGINE_CHAT: 'openai',
        MEDIAKIT_ENGINE_IMAGE_GENERATE: 'openai',
        MEDIAKIT_OPENAI_API_KEY: 'sk-test',
        MEDIAKIT_OPENAI_BASE_URL: `${standIn.base}/v1`,
        MEDIAKIT_OPENAI_IMAGE_MODEL: 'gpt-image-1',
      },
      new AbortController().signal,
    );
    expect(checks.chat).toEqual([{ model: 'gpt-5.4-mini', ok: true }]);
    expect(checks.imageGenerate).toEqual([
      { model: 'gpt-image-1', ok: false, problem: 'gpt-image-1 was shut down by OpenAI on 2026-10-23.' },
    ]);
  });
});
