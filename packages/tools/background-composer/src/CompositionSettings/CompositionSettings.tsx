import {
  formatMessage,
  isHttpUrl,
  noteClassName,
  settingsGridClassName,
  UploadField,
  useObjectUrl,
} from '@mediakit/tool-runtime';
import { NumberField } from '@mediakit/ui/NumberField';
import { TextField } from '@mediakit/ui/TextField';
import { AlignmentPicker, alignmentLabels } from '../AlignmentPicker';
import { CompositionPreview } from '../CompositionPreview';
import { RadioChoice } from '../RadioChoice';
import { canvasSizeRange, composerImageUpload, isHexColor, paddingRange, pickerColor } from '../composerState';
import type { useBackgroundComposer } from '../useBackgroundComposer';
import * as styles from './CompositionSettings.css';

export interface CompositionSettingsProps {
  composer: ReturnType<typeof useBackgroundComposer>;
  /** The subject as the preview shows it: its file's object URL or its http(s) URL. */
  subjectSrc: string | undefined;
}

const wholeNumbers = { useGrouping: false, maximumFractionDigits: 0 } as const;

/**
 * Add Background mode's settings: the background (file, URL or colour, and which one wins), the canvas (size,
 * padding, fit, nine-position align) and the live preview of the composition before sending.
 */
export function CompositionSettings({ composer, subjectSrc }: CompositionSettingsProps) {
  const { values, messages: text, fieldErrors } = composer;
  // The canvas's size and padding: whole pixels, each within its range.
  const pixels = (name: 'canvasWidth' | 'canvasHeight' | 'padding', range: { min: number; max: number }) => ({
    value: values[name],
    onChange: (value: number) => composer.set({ [name]: value }),
    minValue: range.min,
    maxValue: range.max,
    step: 1,
    formatOptions: wholeNumbers,
  });
  const backgroundFileUrl = useObjectUrl(values.backgroundFile);
  const backgroundSrc =
    composer.backgroundSource === 'file'
      ? backgroundFileUrl
      : composer.backgroundSource === 'url' && isHttpUrl(values.backgroundUrl)
        ? values.backgroundUrl.trim()
        : undefined;
  const inUse =
    composer.backgroundSource === 'file'
      ? text.backgroundSourceFile
      : composer.backgroundSource === 'url'
        ? text.backgroundSourceUrl
        : formatMessage(text.backgroundSourceColor, { color: values.backgroundColor });

  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.backgroundLabel}</legend>
        <UploadField
          tool={composer}
          text={text}
          field="backgroundFile"
          rule={composerImageUpload}
          errorMessage={fieldErrors.background ?? fieldErrors.backgroundUrl}
        />
        <div className={styles.row}>
          <TextField
            label={text.backgroundColorLabel}
            value={values.backgroundColor}
            onChange={(backgroundColor) => composer.set({ backgroundColor })}
            errorMessage={fieldErrors.backgroundColor}
          />
          <input
            type="color"
            className={styles.colorSwatch}
            aria-label={text.backgroundColorPickerLabel}
            value={pickerColor(values.backgroundColor)}
            onChange={(event) => composer.set({ backgroundColor: event.target.value.toUpperCase() })}
          />
        </div>
        <p className={noteClassName}>
          {text.backgroundPriorityHint} {formatMessage(text.backgroundInUse, { source: inUse })}
        </p>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.canvasLegend}</legend>
        <div className={styles.row}>
          <NumberField
            label={text.canvasWidthLabel}
            description={text.canvasSizeHint}
            {...pixels('canvasWidth', canvasSizeRange)}
          />
          <NumberField
            label={text.canvasHeightLabel}
            description={text.canvasSizeHint}
            {...pixels('canvasHeight', canvasSizeRange)}
          />
          <NumberField label={text.paddingLabel} description={text.paddingHint} {...pixels('padding', paddingRange)} />
        </div>
        <RadioChoice
          label={text.fitLabel}
          value={values.fit}
          onChange={(fit) => composer.set({ fit })}
          options={[
            ['cover', text.fitCover],
            ['contain', text.fitContain],
            ['none', text.fitNone],
          ]}
        />
        <div className={settingsGridClassName}>
          <AlignmentPicker
            label={text.alignLabel}
            value={values.align}
            onChange={(align) => composer.set({ align })}
            optionLabels={alignmentLabels(text)}
          />
          <CompositionPreview
            canvasWidth={values.canvasWidth}
            canvasHeight={values.canvasHeight}
            padding={values.padding}
            fit={values.fit}
            align={values.align}
            subjectSrc={subjectSrc}
            backgroundSrc={backgroundSrc}
            backgroundColor={isHexColor(values.backgroundColor) ? values.backgroundColor : 'transparent'}
            title={text.previewLabel}
            hint={text.previewHint}
            emptyText={text.previewEmpty}
            subjectAlt={text.previewSubjectAlt}
          />
        </div>
      </fieldset>
    </>
  );
}
