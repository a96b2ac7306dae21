import { describe, expect, it } from 'vitest';
import { engineLabel } from './engineLabel';

describe('engineLabel', () => {
  it('names the engine the server says made a result, as people say it', () => {
    expect(engineLabel('local', 'Local engine')).toBe('Local engine');
    expect(engineLabel('freepik:mystic', 'Local engine')).toBe('Freepik Mystic');
    expect(engineLabel('openai:gpt-image-1', 'Local engine')).toBe('OpenAI gpt-image-1');
    expect(engineLabel('stability:sd3', 'Local engine')).toBe('Stability AI SD3');
    expect(engineLabel('fal', 'Local engine')).toBe('fal.ai');
    expect(engineLabel('acme:model-x', 'Local engine')).toBe('acme model-x');
  });
});
