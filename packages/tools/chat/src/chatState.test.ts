import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, initialChatState, isWaiting } from './chatState';

describe('chatReducer', () => {
  it('never allows sending an empty or whitespace-only prompt', () => {
    expect(canSend(initialChatState)).toBe(false);
    expect(canSend(chatReducer(initialChatState, { type: 'prompt-changed', prompt: '  \n\t ' }))).toBe(false);
    expect(canSend(chatReducer(initialChatState, { type: 'prompt-changed', prompt: ' hi ' }))).toBe(true);
  });

  it('keeps history across turns and blocks a second send while one is pending', () => {
    let state = chatReducer(initialChatState, { type: 'sent', prompt: 'first' });
    expect(isWaiting(state)).toBe(true);
    expect(canSend(chatReducer(state, { type: 'prompt-changed', prompt: 'second' }))).toBe(false);
    state = chatReducer(state, { type: 'answered', id: 1, reply: 'one' });
    state = chatReducer(state, { type: 'sent', prompt: 'second' });
    state = chatReducer(state, { type: 'failed', id: 2, error: 'Request failed' });
    expect(state.turns).toEqual([
      { id: 1, prompt: 'first', status: 'answered', reply: 'one' },
      { id: 2, prompt: 'second', status: 'failed', error: 'Request failed' },
    ]);
  });

  it('ignores a late answer for a stopped or cleared turn', () => {
    let state = chatReducer(initialChatState, { type: 'sent', prompt: 'q' });
    state = chatReducer(state, { type: 'stopped', id: 1 });
    expect(chatReducer(state, { type: 'answered', id: 1, reply: 'late' }).turns[0]?.status).toBe('stopped');
    const cleared = chatReducer(chatReducer(initialChatState, { type: 'sent', prompt: 'q' }), { type: 'cleared' });
    expect(chatReducer(cleared, { type: 'answered', id: 1, reply: 'late' }).turns).toEqual([]);
  });

  it('Clear empties the prompt and the replies', () => {
    let state = chatReducer(initialChatState, { type: 'sent', prompt: 'q' });
    state = chatReducer(state, { type: 'answered', id: 1, reply: 'a' });
    state = chatReducer(state, { type: 'prompt-changed', prompt: 'draft' });
    const cleared = chatReducer(state, { type: 'cleared' });
    expect(cleared.prompt).toBe('');
    expect(cleared.turns).toEqual([]);
  });
});
