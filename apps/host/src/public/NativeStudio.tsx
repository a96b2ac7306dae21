import { ChevronDownIcon } from '@mediakit/ui/Icon';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TemplateTiles } from './TemplateTiles';
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
          <TextInput id={field('negativePrompt')} name="negativePrompt" defaultValue={draft.negativePrompt}>
            What the picture should not show.
          </TextInput>
          <div className={studio.pair}>
            <div className={studio.field}>
              {label('size')}
              <SelectBox>
                <select id={field('size')} name="size" className={studio.select} defaultValue={draft.size}>
                  {nativeSizes.map((size) => (
                    <option key={size} value={size}>
                      {size.replace('x', ' × ')}
                    </option>
                  ))}
                </select>
              </SelectBox>
            </div>
            <div className={studio.field}>
              {label('style')}
              <SelectBox>
                <select id={field('style')} name="style" className={studio.select} defaultValue={draft.style}>
                  {nativeStyles.map((style) => (
                    <option key={style}>{style}</option>
                  ))}
                </select>
              </SelectBox>
            </div>
          </div>
          <TextInput id={field('seed')} name="seed" inputMode="numeric" defaultValue={draft.seed}>
            Empty: a new seed each time.
          </TextInput>
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

      <TemplateTiles
        actions={(_, index) => (
          <>
            <button
              type="button"
              className={studio.smallButton}
              onClick={() => onTemplate({ index, action: 'preview' })}
            >
              Preview
            </button>
            <button type="button" className={studio.quietButton} onClick={() => onTemplate({ index, action: 'use' })}>
              Use template
            </button>
          </>
        )}
      />
    </>
  );
}

/** A single-line field with its hint, as ui's TextField lays them out. */
function TextInput({
  id,
  name,
  children,
  ...input
}: { id: string; name: 'negativePrompt' | 'seed'; children: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={studio.field}>
      <label htmlFor={id} className={studio.label}>
        {fieldLabels[name]}
      </label>
      <input id={id} name={name} type="text" className={studio.input} aria-describedby={`${id}-hint`} {...input} />
      <p id={`${id}-hint`} className={studio.hint}>
        {children}
      </p>
    </div>
  );
}

/** A select and ui Select's chevron (the same icon, in the same place) in one grid cell. */
function SelectBox({ children }: { children: ReactNode }) {
  return (
    <span className={studio.selectBox}>
      {children}
      <span className={studio.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </span>
  );
}
