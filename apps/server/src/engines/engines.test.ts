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
    expect(() => createEngines(undefined, env)).toThrow(/MEDIAKIT_OPENAI_API_KEY is not set/);
  });

  it('plugs a provider in for the tools chosen, the others stay local', () => {
    const engines = createEngines(undefined, { MEDIAKIT_ENGINE_CHAT: 'openai', MEDIAKIT_OPENAI_API_KEY: 'sk-test' });
    const local = createEngines(undefined, {});
    expect(engines.chat).not.toBe(local.chat);
    expect(engines.ocr).toBe(local.ocr);
  });
});
