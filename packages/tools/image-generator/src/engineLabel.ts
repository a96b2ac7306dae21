// The engine a server names in its answers ('local', or 'provider:model' such as 'openai:gpt-image-1'), as people
// say it. Only the names we know are spelled out; any other id is shown as the server sent it, never guessed.

const providers: Record<string, string> = {
  openai: 'OpenAI',
  freepik: 'Freepik',
  stability: 'Stability AI',
  fal: 'fal.ai',
  removebg: 'remove.bg',
};

const models: Record<string, string> = {
  mystic: 'Mystic',
  magnific: 'Magnific',
  'style-transfer': 'Style Transfer',
  'kling-v2-1-std': 'Kling 2.1',
  sd3: 'SD3',
};

/**
 * 'local' → `localName` (the server's built-in engine, not an AI model: e.g. 'Local engine'); 'freepik:mystic' →
 * 'Freepik Mystic'; 'openai:gpt-image-1' → 'OpenAI gpt-image-1'; an unknown id as it is.
 */
export function engineLabel(engine: string, localName: string): string {
  if (engine === 'local') return localName;
  const [provider = '', ...rest] = engine.split(':');
  const model = rest.join(':');
  const providerName = providers[provider] ?? provider;
  if (!model) return providerName;
  return `${providerName} ${models[model] ?? model}`;
}
