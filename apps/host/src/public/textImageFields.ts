// /text-image's fields as the native form shows them before the studio's code arrives (issue #18): the studio's
// labels, choices and limits, copied here so the page's first load does not carry the image generator's package
// (StudioPages.browser.test.tsx checks they match it), and the draft the studio starts from.

/** The image generator's studio draft (its `studioDraftKey`): the native form's values become the studio's. */
export const studioDraftKey = 'mediakit.text-image-studio';

export const nativeSizes = ['1024x1024', '1024x1344', '1344x1024', '768x1024', '1024x768'] as const;
export const nativeStyles = ['Photoreal', '3D Render', 'Concept Art', 'Anime', 'Illustration', 'Cinematic'] as const;
export const nativeCfg = { min: 1, max: 15, step: 0.5, default: 7.5 } as const;

/** The fields by their form name, with the label the studio gives them (how focus finds its way across). */
export const fieldLabels = {
  prompt: 'Prompt',
  negativePrompt: 'Negative prompt',
  size: 'Size',
  style: 'Style',
  seed: 'Seed (optional)',
  cfg: 'CFG',
} as const;

export type FieldName = keyof typeof fieldLabels;

export interface NativeValues {
  prompt: string;
  negativePrompt: string;
  size: string;
  style: string;
  seed: string;
  cfg: number;
}

const defaults: NativeValues = {
  prompt: '',
  negativePrompt: '',
  size: nativeSizes[0],
  style: nativeStyles[0],
  seed: '',
  cfg: nativeCfg.default,
};

/** The stored draft (a reload, a sign-in detour), anything unknown at its default; the studio checks it again. */
export function readNativeDraft(): NativeValues {
  try {
    const saved: unknown = JSON.parse(globalThis.sessionStorage?.getItem(studioDraftKey) ?? 'null');
    const value = (saved && typeof saved === 'object' ? saved : {}) as Partial<Record<keyof NativeValues, unknown>>;
    const text = (key: 'prompt' | 'negativePrompt' | 'seed') => (typeof value[key] === 'string' ? value[key] : '');
    return {
      prompt: text('prompt'),
      negativePrompt: text('negativePrompt'),
      seed: text('seed'),
      size: (nativeSizes as readonly unknown[]).includes(value.size) ? (value.size as string) : defaults.size,
      style: (nativeStyles as readonly unknown[]).includes(value.style) ? (value.style as string) : defaults.style,
      cfg: typeof value.cfg === 'number' && Number.isFinite(value.cfg) ? value.cfg : defaults.cfg,
    };
  } catch {
    return defaults;
  }
}

/** What the visitor typed in the native form, written as the studio's draft so the studio starts from it. */
export function keepNativeValues(form: HTMLFormElement): void {
  const data = new FormData(form);
  const text = (name: FieldName) => String(data.get(name) ?? '');
  const values: NativeValues = {
    prompt: text('prompt'),
    negativePrompt: text('negativePrompt'),
    size: text('size'),
    style: text('style'),
    seed: text('seed'),
    cfg: Number(text('cfg')),
  };
  try {
    globalThis.sessionStorage?.setItem(studioDraftKey, JSON.stringify(values));
  } catch {
    // Storage blocked: the studio starts from its defaults (nothing else can carry the values across).
  }
}

/** Where the keyboard was in the native form, to put it back in the studio's field of the same name. */
export interface KeptFocus {
  name: FieldName;
  selectionStart?: number | null;
  selectionEnd?: number | null;
}

export function keptFocus(form: HTMLFormElement): KeptFocus | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active)) return undefined;
  const name = active.getAttribute('name');
  if (!name || !(name in fieldLabels)) return undefined;
  const text = active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && active.type === 'text');
  return {
    name: name as FieldName,
    ...(text ? { selectionStart: active.selectionStart, selectionEnd: active.selectionEnd } : {}),
  };
}

/** Focuses the studio's field labelled like the native one (a select's trigger, a slider's input), caret kept. */
export function restoreFocus(form: HTMLFormElement, focus: KeptFocus): void {
  const label = [...form.querySelectorAll('label')].find((element) => element.textContent === fieldLabels[focus.name]);
  if (!label) return;
  const target =
    (label.htmlFor ? document.getElementById(label.htmlFor) : null) ??
    (label.id ? form.querySelector<HTMLElement>(`button[aria-labelledby~="${CSS.escape(label.id)}"]`) : null);
  if (!target) return;
  target.focus();
  if (
    (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) &&
    focus.selectionStart != null &&
    focus.selectionEnd != null
  ) {
    try {
      target.setSelectionRange(focus.selectionStart, focus.selectionEnd);
    } catch {
      // An input type without a caret.
    }
  }
}
