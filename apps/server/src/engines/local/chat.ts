import type { Engines } from '../engine';

/**
 * The chat engine when no language model is configured: it answers honestly that it is not one, says how to connect
 * one, and does the little it really can (counting, echoing the question back).
 */
export const localChat: Engines['chat'] = async ({ prompt }) => {
  const words = prompt.trim().split(/\s+/).filter(Boolean).length;
  const quoted = prompt.length > 160 ? `${prompt.slice(0, 157).trimEnd()}…` : prompt;
  return {
    engine: 'local',
    reply: [
      `You asked: "${quoted}" (${words} word${words === 1 ? '' : 's'}).`,
      "I'm Mediakit's local chat engine, not a language model, so I can't answer that for real.",
      'To chat with a model, set MEDIAKIT_ENGINE_CHAT=openai with MEDIAKIT_OPENAI_API_KEY (and MEDIAKIT_OPENAI_BASE_URL ' +
        'for any OpenAI-compatible server, such as a local llama.cpp or Ollama) and restart the server.',
    ].join('\n\n'),
  };
};
