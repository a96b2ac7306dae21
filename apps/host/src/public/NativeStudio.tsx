import { useId, useState, type Ref } from 'react';
import { promptTemplates } from './textImageContent';
import { fieldLabels, nativeCfg, nativeSizes, nativeStyles, readNativeDraft } from './textImageFields';
import * as styles from './public.css';
import * as site from './site.css';
import * as studio from './studio.css';

/** A template button pressed before the studio arrived: the studio does it once it has taken over. */
export interface TemplateAction {
  index: number;
  action: 'preview' | 'use';
}

interface NativeStudioProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: () => void;
  onTemplate: (action: TemplateAction) => void;
}

/**
 * `/text-image`'s studio as plain elements, shown at once (issue #18, Lighthouse): the studio's fields with its
 * labels and limits, its picture area and its templates. The page loads the studio's code on the first interaction
 * and hands it what was typed, where the keyboard was, and a Generate or a template pressed meanwhile.
 */
export function NativeStudio({ formRef, onSubmit, onTemplate }: NativeStudioProps) {
  const id = useId();
  const [draft] = useState(readNativeDraft);
  const [cfg, setCfg] = useState(draft.cfg);
  const field = (name: keyof typeof fieldLabels) => `${id}-${name}`;
  const label = (name: keyof typeof fieldLabels) => (
    <label htmlFor={field(name)} className={studio.label}>
      {fieldLabels[name]}
    </label>
  );
  return (
    <>
      <section className={`${styles.section} ${studio.layout}`} aria-label="Studio">
        <form
          ref={formRef}
          className={studio.controls}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <div className={studio.field}>
            {label('prompt')}
            <textarea
              id={field('prompt')}
              name="prompt"
              rows={4}
              className={studio.textarea}
              defaultValue={draft.prompt}
              placeholder="A lighthouse on a cliff at sunset"
            />
          </div>
          <div className={studio.field}>
            {label('negativePrompt')}
            <input
              id={field('negativePrompt')}
              name="negativePrompt"
              type="text"
              className={studio.input}
              defaultValue={draft.negativePrompt}
              aria-describedby={`${field('negativePrompt')}-hint`}
            />
            <p id={`${field('negativePrompt')}-hint`} className={studio.hint}>
              What the picture should not show.
            </p>
          </div>
          <div className={studio.pair}>
            <div className={studio.field}>
              {label('size')}
              <select id={field('size')} name="size" className={studio.select} defaultValue={draft.size}>
                {nativeSizes.map((size) => (
                  <option key={size} value={size}>
                    {size.replace('x', ' × ')}
                  </option>
                ))}
              </select>
            </div>
            <div className={studio.field}>
              {label('style')}
              <select id={field('style')} name="style" className={studio.select} defaultValue={draft.style}>
                {nativeStyles.map((style) => (
                  <option key={style}>{style}</option>
                ))}
              </select>
            </div>
          </div>
          <div className={studio.field}>
            {label('seed')}
            <input
              id={field('seed')}
              name="seed"
              type="text"
              inputMode="numeric"
              className={studio.input}
              defaultValue={draft.seed}
              aria-describedby={`${field('seed')}-hint`}
            />
            <p id={`${field('seed')}-hint`} className={studio.hint}>
              Empty: a new seed each time.
            </p>
          </div>
          <div className={studio.field}>
            <div className={studio.rangeRow}>
              {label('cfg')}
              <output htmlFor={field('cfg')} className={studio.label}>
                {cfg}
              </output>
            </div>
            <input
              id={field('cfg')}
              name="cfg"
              type="range"
              className={studio.range}
              min={nativeCfg.min}
              max={nativeCfg.max}
              step={nativeCfg.step}
              defaultValue={draft.cfg}
              onInput={(event) => setCfg(Number(event.currentTarget.value))}
              aria-describedby={`${field('cfg')}-hint`}
            />
            <p id={`${field('cfg')}-hint`} className={studio.hint}>
              How closely the picture follows the prompt.
            </p>
          </div>
          <button type="submit" className={site.button}>
            Generate
          </button>
        </form>
        <div className={studio.output}>
          <p className={studio.placeholder}>Your picture appears here.</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="templates-title">
        <h2 id="templates-title" className={styles.sectionTitle}>
          Templates
        </h2>
        <p className={styles.sectionLead}>Start from a prompt and its settings, then make it yours.</p>
        <ul className={styles.grid}>
          {promptTemplates.map((template, index) => (
            <li key={template.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{template.title}</h3>
              <p className={styles.tileText}>{template.prompt}</p>
              <div className={studio.actions}>
                <button
                  type="button"
                  className={studio.smallButton}
                  onClick={() => onTemplate({ index, action: 'preview' })}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className={studio.quietButton}
                  onClick={() => onTemplate({ index, action: 'use' })}
                >
                  Use template
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
