import { BeforeAfterResult } from '@mediakit/tool-runtime/before-after';
import { PromptField, ToolLayout, noteClassName, UploadField, type ToolViewProps } from '@mediakit/tool-runtime';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { Slider } from '@mediakit/ui/Slider';
import { TextField } from '@mediakit/ui/TextField';
import { editorImageUpload, imageEditSizes, type ImageEditorValues, type ImageEditSize } from '../imageEditorForm';
import type { ImageEditorMessages } from '../messages';
import { useImageEditor, type ImageEditorResult } from '../useImageEditor';
import * as styles from './ImageEditorTool.css';

export type ImageEditorToolProps = ToolViewProps<ImageEditorResult, ImageEditorMessages, Partial<ImageEditorValues>>;

const sizeOptions = imageEditSizes.map((size) => ({ id: size, label: size }));

/** AI image editor: an upload or URL, a prompt, strength, background and size; the edit job with before/after. */
export function ImageEditorTool(props: ImageEditorToolProps) {
  const editor = useImageEditor(props);
  const text = editor.messages;

  return (
    <ToolLayout
      tool={editor}
      view={props}
      buttons={{ cancel: true, reset: 'when-ended' }}
      result={
        editor.result && (
          <BeforeAfterResult
            beforeSrc={editor.source}
            text={{ beforeAlt: text.originalAlt, beforeLabel: text.originalHeading, afterLabel: text.editedHeading }}
            outputs={[{ url: editor.result.url, alt: text.editedAlt, fileName: text.downloadName }]}
            engine={editor.result.engine}
          />
        )
      }
    >
      <UploadField tool={editor} text={text} field="imageFile" rule={editorImageUpload} isDisabled={editor.isBusy} />
      {editor.usesUrl && editor.values.imageFile && <p className={noteClassName}>{text.urlWinsHint}</p>}
      <PromptField tool={editor} text={text} isDisabled={editor.isBusy} rows={3} />
      <div className={styles.settings}>
        <Slider
          label={text.strengthLabel}
          description={text.strengthHint}
          minValue={0}
          maxValue={100}
          step={1}
          value={editor.values.strength}
          onChange={(strength) => editor.set({ strength })}
          isDisabled={editor.isBusy}
        />
        <TextField
          label={text.backgroundLabel}
          placeholder={text.backgroundPlaceholder}
          {...editor.field('background')}
        />
        <SegmentedControl
          label={text.sizeLabel}
          options={sizeOptions}
          value={editor.values.size}
          onChange={(size) => editor.set({ size: String(size) as ImageEditSize })}
          isDisabled={editor.isBusy}
        />
      </div>
    </ToolLayout>
  );
}
