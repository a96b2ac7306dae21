import { describe, expect, it } from 'vitest';
import { initialOcrState, isJpegOrPng, ocrReducer, textFileBaseName } from './ocrState';

const png = new File(['p'], 'a.png', { type: 'image/png' });

describe('isJpegOrPng', () => {
  it('accepts JPEG and PNG by type, and by extension only when the type is missing', () => {
    expect(isJpegOrPng({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isJpegOrPng({ name: 'a', type: 'image/jpeg' })).toBe(true);
    expect(isJpegOrPng({ name: 'a.JPEG', type: '' })).toBe(true);
    expect(isJpegOrPng({ name: 'a.png', type: 'image/webp' })).toBe(false);
    expect(isJpegOrPng({ name: 'a.gif', type: '' })).toBe(false);
  });
});

describe('ocrReducer', () => {
  it('ignores a late answer after Reset', () => {
    let state = ocrReducer(ocrReducer(initialOcrState, { type: 'file-chosen', file: png }), { type: 'extracting' });
    state = ocrReducer(state, { type: 'reset' });
    expect(ocrReducer(state, { type: 'extracted', result: { text: 'late', words: [] } })).toBe(state);
    expect(ocrReducer(state, { type: 'failed', error: 'late' })).toBe(state);
  });

  it('a new file drops the previous result; a rejected one keeps it', () => {
    let state = ocrReducer(ocrReducer(initialOcrState, { type: 'file-chosen', file: png }), { type: 'extracting' });
    state = ocrReducer(state, { type: 'extracted', result: { text: 'Hi', words: [] } });
    const rejected = ocrReducer(state, { type: 'file-rejected', error: 'Please choose a JPEG or PNG image.' });
    expect(rejected.result?.text).toBe('Hi');
    expect(rejected.file).toBe(png);
    expect(ocrReducer(state, { type: 'file-chosen', file: png }).result).toBeUndefined();
  });
});

describe('textFileBaseName', () => {
  it('drops the extension, else falls back', () => {
    expect(textFileBaseName('receipt.scan.png', 'extracted-text')).toBe('receipt.scan');
    expect(textFileBaseName('.png', 'extracted-text')).toBe('extracted-text');
    expect(textFileBaseName(undefined, 'extracted-text')).toBe('extracted-text');
  });
});
