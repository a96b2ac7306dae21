import { BeforeAfterResult } from '@mediakit/tool-runtime/before-after';
import { PromptField, formatMessage, ToolLayout, UploadField, type ToolViewProps } from '@mediakit/tool-runtime';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { Slider } from '@mediakit/ui/Slider';
import type { StabilityEditMessages } from '../messages';
import {
  outputFormats,
  stabilityImageUpload,
  strengthStep,
  type OutputFormat,
  type StabilityEditValues,
} from '../stabilityEditForm';
import { useStabilityEdit, type StabilityEditResult } from '../useStabilityEdit';
import * as styles from './StabilityEditTool.css';

export type StabilityEditToolProps = ToolViewProps<
  StabilityEditResult,
  StabilityEditMessages,
  Partial<StabilityEditValues>
>;

const formatLabels: Record<OutputFormat, keyof StabilityEditMessages> = {
  png: 'formatPng',
  jpeg: 'formatJpeg',
  webp: 'formatWebp',
};

/** Single image edit with a Stability model: one image and a prompt in, the edited image out, before and after. */
export function StabilityEditTool(props: StabilityEditToolProps) {
  const edit = useStabilityEdit(props);
  const text = edit.messages;

  return (
    <ToolLayout
      tool={edit}
      view={props}
      result={
        edit.result && (
          <BeforeAfterResult
            beforeSrc={edit.source?.image}
            text={text}
            outputs={[
              {
                url: edit.result.url,
                alt: formatMessage(text.afterAlt, { prompt: edit.result.prompt }),
                fileName: formatMessage(text.resultFileName, { format: edit.result.outputFormat }),
              },
            ]}
            engine={edit.result.engine}
          />
        )
      }
    >
      <UploadField
        tool={edit}
        text={text}
        field="image"
        rule={stabilityImageUpload}
        wrongTypeMessage={text.imageInvalid}
        tooLargeMessage={text.imageInvalid}
        isDisabled={edit.isBusy}
      />
      <p className={styles.hint}>{text.imageHint}</p>
      <PromptField tool={edit} text={text} rows={3} />
      <div className={styles.options}>
        <Slider
          className={styles.strength}
          label={text.strengthLabel}
          description={text.strengthHint}
          minValue={0}
          maxValue={1}
          step={strengthStep}
          {...edit.field('strength')}
          formatValue={(value) => value.toFixed(2)}
        />
        <SegmentedControl
          label={text.formatLabel}
          options={outputFormats.map((format) => ({ id: format, label: text[formatLabels[format]] }))}
          {...edit.field('outputFormat')}
          onChange={(format) => edit.set({ outputFormat: format as OutputFormat })}
        />
      </div>
    </ToolLayout>
  );
}
