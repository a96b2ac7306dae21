import type { Engines } from '../engine';

/**
 * The chat engine when no language model is configured: it answers honestly that it is not one, in words for the
 * person chatting (the configuration hint is the chat route's, for admins only), and does the little it really can
 * (counting, echoing the question back).
 */
export const localChat: Engines['chat'] = async ({ prompt }) => {
  const words = prompt.trim().split(/\s+/).filter(Boolean).length;
  const quoted = prompt.length > 160 ? `${prompt.slice(0, 157).trimEnd()}…` : prompt;
  return {
    engine: 'local',
    reply: [
      `You asked: "${quoted}" (${words} word${words === 1 ? '' : 's'}).`,
      "I'm Mediakit's local chat engine, not a language model, so I can't answer that for real.",
      "No AI chat model is connected to this site yet. Once the site's administrator connects one, you can chat here.",
    ].join('\n\n'),
  };
};
