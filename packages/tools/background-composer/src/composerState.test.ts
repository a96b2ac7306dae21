import { describe, expect, it } from 'vitest';
import {
  canvasSizeRange,
  clampToRange,
  defaultComposerValues,
  initialComposerForm,
  initialComposerState,
  normalizeComposerForm,
  pickerColor,
  removalInputOf,
  sanitizeComposerValues,
  validateComposition,
  type ComposerState,
  type CompositionProblem,
} from './composerState';
import { backgroundComposerMessages as text } from './messages';

const png = (name = 'subject.png') => new File(['png'], name, { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

function stateWith(
  change: Omit<Partial<ComposerState>, 'values'> & { values?: Partial<ComposerState['values']> },
): ComposerState {
  const base = initialComposerState();
  return { ...base, ...change, values: { ...base.values, ...change.values } };
}

/** The problems in the tool's words, as the form shows them. */
const problemsOf = (state: ComposerState) =>
  Object.fromEntries(
    (Object.entries(validateComposition(state)) as [string, CompositionProblem][]).map(([field, key]) => [
      field,
      text[key],
    ]),
  );

describe('validateComposition', () => {
  it("asks for a subject: 'Upload an image or provide a valid image URL.'", () => {
    expect(problemsOf(stateWith({})).subject).toBe('Upload an image or provide a valid image URL.');
    expect(problemsOf(stateWith({ values: { subjectUrl: 'not a url' } })).subject).toBe(
      'Upload an image or provide a valid image URL.',
    );
    expect(problemsOf(stateWith({ values: { subjectUrl: 'javascript:alert(1)' } })).subject).toBe(
      'Upload an image or provide a valid image URL.',
    );
    expect(problemsOf(stateWith({ values: { subjectUrl: ' https://x.test/cat.jpg ' } }))).toEqual({});
    expect(problemsOf(stateWith({ subjectFile: png() }))).toEqual({});
  });

  it('checks the background only in Add Background mode, and only the source that wins', () => {
    const transparent = stateWith({ subjectFile: png(), backgroundFile: pdf(), values: { backgroundUrl: 'nope' } });
    expect(problemsOf(transparent)).toEqual({});
    const badUrl = stateWith({ subjectFile: png(), values: { mode: 'background', backgroundUrl: 'nope' } });
    expect(problemsOf(badUrl).backgroundUrl).toBe(text.backgroundUrlInvalid);
    const fileWins = stateWith({
      subjectFile: png(),
      backgroundFile: png('bg.png'),
      values: { mode: 'background', backgroundUrl: 'nope' },
    });
    expect(problemsOf(fileWins)).toEqual({});
    const badColor = stateWith({ subjectFile: png(), values: { mode: 'background', backgroundColor: 'white' } });
    expect(problemsOf(badColor).backgroundColor).toBe(text.colorInvalid);
  });
});

describe('removalInputOf', () => {
  it('sends the subject file over its URL, and no background in Transparent Only', () => {
    const file = png();
    expect(removalInputOf(stateWith({ subjectFile: file, values: { subjectUrl: 'https://x.test/a.png' } }))).toEqual({
      image: file,
    });
    expect(removalInputOf(stateWith({ values: { subjectUrl: ' https://x.test/a.png ' } }))).toEqual({
      imageUrl: 'https://x.test/a.png',
    });
  });

  it('picks the background file, then the URL, then the colour', () => {
    const background = png('bg.png');
    const values = {
      mode: 'background' as const,
      subjectUrl: 'https://x.test/a.png',
      backgroundUrl: 'https://x.test/bg.jpg',
    };
    const layout = { canvasWidth: 1024, canvasHeight: 1024, fit: 'cover', align: 'center', padding: 0 };
    expect(removalInputOf(stateWith({ backgroundFile: background, values })).background).toEqual({
      image: background,
      ...layout,
    });
    expect(removalInputOf(stateWith({ values })).background).toEqual({ imageUrl: 'https://x.test/bg.jpg', ...layout });
    expect(removalInputOf(stateWith({ values: { ...values, backgroundUrl: '  ' } })).background).toEqual({
      color: '#FFFFFF',
      ...layout,
    });
  });
});

describe('clampToRange and sanitizeComposerValues', () => {
  it('clamps numbers into the spec ranges and rounds them', () => {
    expect(clampToRange(5, { min: 32, max: 10000 })).toBe(32);
    expect(clampToRange(10001, { min: 32, max: 10000 })).toBe(10000);
    expect(clampToRange(99.6, { min: 32, max: 10000 })).toBe(100);
    expect(clampToRange(Number.NaN, { min: 0, max: 2000 })).toBeUndefined();
    expect(clampToRange(Number.POSITIVE_INFINITY, { min: 0, max: 2000 })).toBeUndefined();
  });

  it('makes partner defaults safe', () => {
    const values = sanitizeComposerValues({
      canvasWidth: 1,
      canvasHeight: 99999,
      padding: -5,
      fit: 'stretch' as never,
      align: 'middle' as never,
      mode: 'background',
      backgroundColor: 'red',
    });
    expect(values).toEqual({
      ...defaultComposerValues,
      mode: 'background',
      canvasWidth: 32,
      canvasHeight: 10000,
      padding: 0,
    });
    expect(values.backgroundColor).toBe('#FFFFFF');
  });
});

describe('initialComposerForm, normalizeComposerForm and pickerColor', () => {
  it('starts from safe defaults with no files, and keeps the last good number for a cleared one', () => {
    const form = initialComposerForm({ canvasWidth: 99999 });
    expect(form).toMatchObject({ subjectFile: null, backgroundFile: null, canvasWidth: canvasSizeRange.max });
    expect(normalizeComposerForm({ ...form, canvasHeight: Number.NaN, padding: -5 }, form)).toMatchObject({
      canvasHeight: form.canvasHeight,
      padding: 0,
    });
  });

  it('gives the native picker #rrggbb whatever is typed', () => {
    expect(pickerColor(' #ABC ')).toBe('#aabbcc');
    expect(pickerColor('#FF0000')).toBe('#ff0000');
    expect(pickerColor('red')).toBe('#ffffff');
  });
});
