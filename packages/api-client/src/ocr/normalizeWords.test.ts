import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';
import { normalizeWordBox, normalizeWords } from './normalizeWords';

describe('normalizeWordBox', () => {
  it('reads x/y/width/height as is', () => {
    expect(normalizeWordBox({ x: 1, y: 2, width: 30, height: 10 })).toEqual({ x: 1, y: 2, width: 30, height: 10 });
  });

  it('turns x1/y1/x2/y2 into a box, whichever corner comes first', () => {
    expect(normalizeWordBox({ x1: 10, y1: 20, x2: 50, y2: 35 })).toEqual({ x: 10, y: 20, width: 40, height: 15 });
    expect(normalizeWordBox({ x1: 50, y1: 35, x2: 10, y2: 20 })).toEqual({ x: 10, y: 20, width: 40, height: 15 });
  });

  it('turns left/top/width/height into a box', () => {
    expect(normalizeWordBox({ left: 5, top: 6, width: 7, height: 8 })).toEqual({ x: 5, y: 6, width: 7, height: 8 });
  });

  it('accepts numeric strings and refuses incomplete boxes', () => {
    expect(normalizeWordBox({ x: '1', y: '2', width: '3', height: '4' })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(normalizeWordBox({ x: 1, y: 2, width: 3 })).toBeUndefined();
    expect(normalizeWordBox('nope')).toBeUndefined();
  });
});

describe('normalizeWords', () => {
  it('reads boxes on the word or under bbox/box and drops words without text or box', () => {
    expect(
      normalizeWords([
        { text: 'a', x: 0, y: 0, width: 1, height: 1 },
        { text: 'b', bbox: { x1: 0, y1: 0, x2: 2, y2: 2 } },
        { text: 'c', box: { left: 1, top: 1, width: 3, height: 3 } },
        { text: '', x: 0, y: 0, width: 1, height: 1 },
        { text: 'no box' },
        null,
      ]),
    ).toEqual([
      { text: 'a', box: { x: 0, y: 0, width: 1, height: 1 } },
      { text: 'b', box: { x: 0, y: 0, width: 2, height: 2 } },
      { text: 'c', box: { x: 1, y: 1, width: 3, height: 3 } },
    ]);
  });
});

describe('ocr.extract', () => {
  it('posts the image as multipart and returns text and normalised words', async () => {
    const { client, requests } = testClient([
      json({ text: 'Hi there', words: [{ text: 'Hi', left: 1, top: 2, width: 3, height: 4 }] }),
    ]);
    const result = await client.ocr.extract({ image: new Blob(['png']) });
    expect(requests[0]?.path).toBe('/api/image/text');
    expect(requests[0]?.form?.get('image')).toBeTruthy();
    expect(result).toEqual({ text: 'Hi there', words: [{ text: 'Hi', box: { x: 1, y: 2, width: 3, height: 4 } }] });
  });

  it('refuses text that is not a string, or words that are not a list, as a malformed answer', async () => {
    const words = [{ text: 'Hi', left: 1, top: 2, width: 3, height: 4 }];
    const { client } = testClient([json({ text: 42, words }), json({ text: 'Hi', words: { 0: words[0] } })]);
    for (let call = 0; call < 2; call += 1) {
      await expect(client.ocr.extract({ image: new Blob(['png']) })).rejects.toMatchObject({
        reason: 'malformed-response',
        message: 'The server sent an unexpected answer.',
      });
    }
  });

  it('treats a missing words list as no words', async () => {
    const { client } = testClient([json({ text: 'Hi' })]);
    expect(await client.ocr.extract({ image: new Blob(['png']) })).toEqual({ text: 'Hi', words: [] });
  });
});
