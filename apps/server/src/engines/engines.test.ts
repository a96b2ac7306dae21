import { describe, expect, it } from 'vitest';
import { createEngines, describeEngines, engineVariable } from '.';

describe('engine choice by configuration', () => {
  it("names each tool's variable", () => {
    expect(engineVariable('imageGenerate')).toBe('MEDIAKIT_ENGINE_IMAGE_GENERATE');
    expect(engineVariable('backgroundRemove')).toBe('MEDIAKIT_ENGINE_BACKGROUND_REMOVE');
  });

  it('is local everywhere by default and ready', () => {
    expect(describeEngines({}).every((engine) => engine.engine === 'local' && engine.ready)).toBe(true);
  });

  it('says what is missing for a provider, and refuses to start with it', () => {
    const env = { MEDIAKIT_ENGINE_CHAT: 'openai', MEDIAKIT_ENGINE_OCR: 'magic' };
    const statuses = describeEngines(env);
    expect(statuses.find((engine) => engine.tool === 'chat')).toMatchObject({
      ready: false,
      problem: 'MEDIAKIT_OPENAI_API_KEY is not set.',
    });
    expect(statuses.find((engine) => engine.tool === 'ocr')?.problem).toBe(
      'MEDIAKIT_ENGINE_OCR=magic is not one of local.',
    );
    expect(() => createEngines(env)).toThrow(/MEDIAKIT_OPENAI_API_KEY is not set/);
  });

  it('plugs Freepik and fal in for the tools they serve, and checks the style model table', () => {
    const env = {
      MEDIAKIT_ENGINE_IMAGE_TO_VIDEO: 'fal',
      MEDIAKIT_ENGINE_ENHANCE: 'freepik',
      MEDIAKIT_FAL_API_KEY: 'fal-key',
      MEDIAKIT_FREEPIK_API_KEY: 'fp-key',
    };
    const engines = createEngines(env);
    const local = createEngines({});
    expect(engines.imageToVideo).not.toBe(local.imageToVideo);
    expect(engines.enhance).not.toBe(local.enhance);
    expect(engines.productVideo).toBe(local.productVideo);
    expect(
      describeEngines({ MEDIAKIT_ENGINE_ENHANCE: 'fal' }).find((engine) => engine.tool === 'enhance')?.problem,
    ).toBe('MEDIAKIT_ENGINE_ENHANCE=fal is not one of local, freepik, replicate, comfyui.');
    expect(
      describeEngines({ ...env, MEDIAKIT_FAL_STYLE_MODELS: '[1]' }).find((engine) => engine.tool === 'imageToVideo'),
    ).toMatchObject({ ready: false, problem: 'MEDIAKIT_FAL_STYLE_MODELS is not a JSON object.' });
  });

  it('plugs a provider in for the tools chosen, the others stay local', () => {
    const engines = createEngines({ MEDIAKIT_ENGINE_CHAT: 'openai', MEDIAKIT_OPENAI_API_KEY: 'sk-test' });
    const local = createEngines({});
    expect(engines.chat).not.toBe(local.chat);
    expect(engines.ocr).toBe(local.ocr);
  });
});
