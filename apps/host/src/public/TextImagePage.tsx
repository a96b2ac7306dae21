import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { FaqList } from './FaqList';
import { NativeStudio, type TemplateAction } from './NativeStudio';
import { textImageFaq } from './textImageContent';
import { keepNativeValues, keptFocus, type KeptFocus } from './textImageFields';
import type { TextImageStudioProps } from './TextImageStudio';
import * as styles from './public.css';
import * as studio from './studio.css';

/** What the studio takes over from the native form, beyond the values (those go through its draft). */
export interface StudioTakeover {
  focus?: KeptFocus;
  /** Generate was pressed (or Enter submitted the form) before the studio arrived. */
  generate: boolean;
  template?: TemplateAction;
}

type Loaded = { Studio: ComponentType<TextImageStudioProps>; takeover: StudioTakeover };

/**
 * The studio's code (the client, the session, the tools' runtime, react-aria: 100 kB gzipped) loads on the first
 * interaction with the native form in its place (issue #18): loaded after the first paint, it ran inside Lighthouse's
 * blocking-time window. Until it arrives the visitor types in plain fields; then the studio starts from their values,
 * focus and caret, and runs a Generate or a template pressed meanwhile.
 */
function useStudioOnInteraction() {
  const [loaded, setLoaded] = useState<Loaded>();
  const form = useRef<HTMLFormElement>(null);
  const requested = useRef(false);
  const takeover = useRef<StudioTakeover>({ generate: false });
  const pressing = useRef(false);
  const waiting = useRef<(() => void) | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swap = useCallback((Studio: Loaded['Studio']) => {
    if (!mounted.current) return;
    const native = form.current;
    const handed: StudioTakeover = { ...takeover.current, ...(native ? { focus: keptFocus(native) } : {}) };
    if (native) keepNativeValues(native);
    // Synchronously, so no keystroke falls between reading the fields and the studio's fields taking their place.
    flushSync(() => setLoaded({ Studio, takeover: handed }));
  }, []);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./TextImageStudio').then(
      ({ default: Studio }) => {
        // A press under way finishes on the native element first, so its click (Generate, a template) is not lost.
        if (pressing.current) waiting.current = () => swap(Studio);
        else swap(Studio);
      },
      () => {
        requested.current = false; // Offline or a failed chunk: the next interaction tries again.
      },
    );
  }, [swap]);

  const onPointerDown = useCallback(() => {
    pressing.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      // After the click that follows pointerup has been dispatched.
      setTimeout(() => {
        pressing.current = false;
        const next = waiting.current;
        waiting.current = undefined;
        next?.();
      });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    load();
  }, [load]);

  const generate = useCallback(() => {
    takeover.current.generate = true;
    load();
  }, [load]);
  const template = useCallback(
    (action: TemplateAction) => {
      takeover.current.template = action;
      load();
    },
    [load],
  );

  // The first interaction anywhere in the native studio (its fields, Generate, the templates' buttons).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (loaded || !element) return;
    const interactions = ['focusin', 'keydown', 'change'] as const;
    element.addEventListener('pointerdown', onPointerDown);
    for (const type of interactions) element.addEventListener(type, load);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      for (const type of interactions) element.removeEventListener(type, load);
    };
  }, [loaded, load, onPointerDown]);

  return { loaded, form, area, generate, template };
}

/** `/text-image`: the public text-to-image studio (spec 000, "Text-to-image landing studio"), generating for real. */
export default function TextImagePage() {
  const { loaded, form, area, generate, template } = useStudioOnInteraction();
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="text-image-title">
        <h1 id="text-image-title" className={styles.heroTitle}>
          Text to Image studio
        </h1>
        <p className={styles.lead}>
          Describe a picture, pick a size and a style, and generate it. Make variations, upscale 2x and download.
        </p>
      </section>

      {loaded ? (
        <Suspense fallback={<div className={studio.reserved} />}>
          <loaded.Studio takeover={loaded.takeover} />
        </Suspense>
      ) : (
        <div ref={area} className={studio.interactionArea}>
          <NativeStudio formRef={form} onSubmit={generate} onTemplate={template} />
        </div>
      )}

      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="text-image-faq">
        <h2 id="text-image-faq" className={`${styles.sectionTitle} ${styles.center}`}>
          Questions
        </h2>
        <FaqList entries={textImageFaq} />
      </section>
    </>
  );
}
