import { BeforeAfterResult } from '@mediakit/tool-runtime/before-after';
import {
  PromptField,
  formatMessage,
  ToolLayout,
  noteClassName,
  UploadField,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { NumberField } from '@mediakit/ui/NumberField';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import type { NoMaskEditMessages } from '../messages';
import {
  maxVariations,
  minVariations,
  noMaskEditSizes,
  noMaskImageUpload,
  type NoMaskEditSize,
  type NoMaskEditValues,
} from '../noMaskEditForm';
import { useNoMaskEdit, type NoMaskEditToolResult } from '../useNoMaskEdit';
import * as styles from './NoMaskEditTool.css';

export type NoMaskEditToolProps = ToolViewProps<NoMaskEditToolResult, NoMaskEditMessages, Partial<NoMaskEditValues>>;

/** Image edit without a mask: a PNG/JPG and a prompt in, up to four edited variations out. */
export function NoMaskEditTool(props: NoMaskEditToolProps) {
  const edit = useNoMaskEdit(props);
  const text = edit.messages;
  const items = edit.result?.items ?? [];
  const outputs = items.map((item, index) => {
    const values = { index: index + 1, count: items.length, prompt: edit.source?.prompt ?? '' };
    return {
      url: item.url,
      alt: formatMessage(text.resultAlt, values),
      fileName: item.filename ?? formatMessage(text.resultFileName, values),
      downloadLabel: formatMessage(text.download, values),
    };
  });

  return (
    <ToolLayout
      tool={edit}
      view={props}
      result={
        outputs.length > 0 && (
          <BeforeAfterResult
            beforeSrc={edit.source?.image}
            text={text}
            outputs={outputs}
            engine={edit.result?.engine}
            variations={{
              pickerLabel: text.compareLabel,
              optionLabel: text.compareOption,
              listLabel: text.variationsListLabel,
            }}
          />
        )
      }
    >
      <UploadField tool={edit} text={text} field="image" rule={noMaskImageUpload} isDisabled={edit.isBusy} />
      <p className={noteClassName}>{text.imageHint}</p>
      <PromptField tool={edit} text={text} rows={3} />
      <div className={styles.options}>
        <SegmentedControl
          label={text.sizeLabel}
          options={noMaskEditSizes.map((size) => ({ id: size, label: `${size} × ${size}` }))}
          {...edit.field('size')}
          onChange={(size) => edit.set({ size: Number(size) as NoMaskEditSize })}
        />
        <NumberField
          label={text.variationsLabel}
          description={text.variationsHint}
          minValue={minVariations}
          maxValue={maxVariations}
          step={1}
          {...edit.field('variations')}
          decrementLabel={text.decrementVariations}
          incrementLabel={text.incrementVariations}
        />
      </div>
    </ToolLayout>
  );
}
