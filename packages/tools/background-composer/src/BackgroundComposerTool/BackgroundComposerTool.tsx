import type { BackgroundAlign } from '@mediakit/api-client';
import { useId } from 'react';
import {
  isHttpUrl,
  ResultActions,
  sharedMessagesWithBuyCredits,
  ToolLayout,
  noteClassName,
  settingsGridClassName,
  UploadField,
  formatMessage,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CompareSlider } from '@mediakit/ui/CompareSlider';
import { NumberField } from '@mediakit/ui/NumberField';
import { TextField } from '@mediakit/ui/TextField';
import { AlignmentPicker } from '../AlignmentPicker';
import { CompositionPreview } from '../CompositionPreview';
import {
  canvasSizeRange,
  composerImageUpload,
  isHexColor,
  paddingRange,
  type ComposerMode,
  type ComposerValues,
} from '../composerState';
import type { BackgroundComposerMessages } from '../messages';
import { useBackgroundComposer, type BackgroundComposerResult } from '../useBackgroundComposer';
import * as styles from './BackgroundComposerTool.css';

export type BackgroundComposerToolProps = ToolViewProps<
  BackgroundComposerResult,
  BackgroundComposerMessages,
  Partial<ComposerValues>
>;

const modes: ReadonlyArray<[ComposerMode, 'modeTransparent' | 'modeBackground']> = [
  ['transparent', 'modeTransparent'],
  ['background', 'modeBackground'],
];

const wholeNumbers = { useGrouping: false, maximumFractionDigits: 0 } as const;

function alignLabels(text: BackgroundComposerMessages): Record<BackgroundAlign, string> {
  return {
    'top-left': text.alignTopLeft,
    top: text.alignTop,
    'top-right': text.alignTopRight,
    left: text.alignLeft,
    center: text.alignCenter,
    right: text.alignRight,
    'bottom-left': text.alignBottomLeft,
    bottom: text.alignBottom,
    'bottom-right': text.alignBottomRight,
  };
}

/** A colour the native picker accepts (#rrggbb), whatever is typed in the text field. */
function pickerColor(color: string): string {
  const value = color.trim();
  if (!isHexColor(value)) return '#ffffff';
  if (value.length === 4) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return value.toLowerCase();
}

/** A native radio group drawn like ui's RadioGroup: one tab stop, arrow keys that move and select, its legend as name. */
function RadioChoice<Value extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<readonly [Value, string]>;
}) {
  const name = useId();
  return (
    <fieldset className={styles.modeGroup}>
      <legend className={styles.modeLegend}>{label}</legend>
      <div className={styles.modeOptions}>
        {options.map(([option, optionLabel]) => (
          <label key={option} className={styles.modeOption}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={styles.modeRadio}
            />
            {optionLabel}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Background remover and composer: a transparent cut-out, or the subject on a new background (file, URL or colour)
 * on a canvas with padding, fit and a nine-position align, previewed live before sending.
 *
 * The mode and the fit are native radio groups (`<fieldset>`, `<legend>`, `<input type="radio">`) rather than ui's
 * react-aria RadioGroup and SegmentedControl (ToggleButtonGroup), which put this tool over its 45 kB budget (issue #20). Kept: the radio
 * roles and names, the group named by its legend, one tab stop, arrow keys that move and select, the ui look in
 * light and dark with a focus ring. Given up: react-aria's hover and press states on touch (a native `:hover` is
 * used) and its description and error slots, which the mode never used.
 */
export function BackgroundComposerTool(props: BackgroundComposerToolProps) {
  const composer = useBackgroundComposer(props);
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
  const subjectFileUrl = useObjectUrl(values.subjectFile);
  const backgroundFileUrl = useObjectUrl(values.backgroundFile);
  const subjectSrc = subjectFileUrl ?? (isHttpUrl(values.subjectUrl) ? values.subjectUrl.trim() : undefined);
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
    <ToolLayout
      tool={composer}
      view={{ ...props, sharedMessages: sharedMessagesWithBuyCredits(props.sharedMessages, text.buyCredits) }}
      result={
        composer.result && (
          <>
            <CompareSlider
              beforeSrc={subjectSrc}
              afterSrc={composer.result.url}
              beforeAlt={text.previewSubjectAlt}
              afterAlt={text.resultAlt}
            />
            <ResultActions
              url={composer.result.url}
              engine={composer.result.engine}
              fileName={text.downloadFileName}
              downloadLabel={text.downloadPng}
              messages={{ copyLink: text.copyLink, ...props.sharedMessages?.resultActions }}
            />
          </>
        )
      }
    >
      <RadioChoice
        label={text.modeLabel}
        value={values.mode}
        onChange={(mode) => composer.set({ mode })}
        options={modes.map(([mode, label]) => [mode, text[label]])}
      />
      <UploadField tool={composer} text={text} field="subjectFile" rule={composerImageUpload} />
      {values.mode === 'background' && (
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
              <NumberField
                label={text.paddingLabel}
                description={text.paddingHint}
                {...pixels('padding', paddingRange)}
              />
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
                optionLabels={alignLabels(text)}
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
      )}
    </ToolLayout>
  );
}
