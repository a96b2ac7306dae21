import {
  PromptField,
  formatMessage,
  ResultActions,
  ToolLayout,
  UploadField,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CompareSlider } from '@mediakit/ui/CompareSlider';
import { NumberField } from '@mediakit/ui/NumberField';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { useState } from 'react';
import type { NoMaskEditMessages } from '../messages';
import {
  maxVariations,
  minVariations,
  noMaskEditSizes,
  noMaskImageUpload,
  type NoMaskEditValues,
} from '../noMaskEditForm';
import { useNoMaskEdit, type NoMaskEditToolResult } from '../useNoMaskEdit';
import * as styles from './NoMaskEditTool.css';

export type NoMaskEditToolProps = ToolViewProps<NoMaskEditToolResult, NoMaskEditMessages, Partial<NoMaskEditValues>>;

/** Image edit without a mask: a PNG/JPG and a prompt in, up to four edited variations out. */
export function NoMaskEditTool(props: NoMaskEditToolProps) {
  const edit = useNoMaskEdit(props);
  const text = edit.messages;
  const beforeUrl = useObjectUrl(edit.source?.image);
  const [comparedUrl, setComparedUrl] = useState<string>();

  const items = edit.result?.items ?? [];
  const resultPrompt = edit.source?.prompt ?? '';
  // A new result starts the comparison at its first variation.
  const compared = items.find((item) => item.url === comparedUrl) ?? items[0];

  return (
    <ToolLayout
      title={text.title}
      tool={edit}
      view={props}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      reset={{ label: text.reset, onPress: edit.reset }}
      resultHeading={text.resultsLabel}
      result={
        compared && (
          <>
            {items.length > 1 && (
              <SegmentedControl
                label={text.compareLabel}
                options={items.map((item, index) => ({
                  id: item.url,
                  label: formatMessage(text.compareOption, { index: index + 1 }),
                }))}
                value={compared.url}
                onChange={(url) => setComparedUrl(String(url))}
              />
            )}
            <CompareSlider
              beforeSrc={beforeUrl}
              afterSrc={compared.url}
              beforeAlt={text.beforeAlt}
              afterAlt={formatMessage(text.resultAlt, {
                index: items.indexOf(compared) + 1,
                count: items.length,
                prompt: resultPrompt,
              })}
              messages={{ before: text.beforeLabel, after: text.afterLabel }}
            />
            <ul className={styles.grid} aria-label={text.variationsListLabel}>
              {items.map((item, index) => {
                const values = { index: index + 1, count: items.length, prompt: resultPrompt };
                return (
                  <li key={item.url} className={styles.item}>
                    <img className={styles.image} src={item.url} alt={formatMessage(text.resultAlt, values)} />
                    <ResultActions
                      url={item.url}
                      engine={edit.result?.engine}
                      fileName={item.filename ?? formatMessage(text.resultFileName, values)}
                      downloadLabel={formatMessage(text.download, values)}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )
      }
    >
      <UploadField
        label={text.imageLabel}
        rule={noMaskImageUpload}
        file={edit.values.image}
        onFileChange={edit.setImage}
        wrongTypeMessage={text.imageRequired}
        tooLargeMessage={text.imageTooLarge}
        errorMessage={edit.fieldErrors.image}
        isDisabled={edit.isBusy}
      />
      <p className={styles.hint}>{text.imageHint}</p>
      <PromptField tool={edit} text={text} isDisabled={edit.isBusy} rows={3} />
      <div className={styles.options}>
        <SegmentedControl
          label={text.sizeLabel}
          options={noMaskEditSizes.map((size) => ({ id: size, label: `${size} × ${size}` }))}
          value={edit.values.size}
          onChange={(size) => edit.setSize(Number(size))}
          isDisabled={edit.isBusy}
        />
        <NumberField
          label={text.variationsLabel}
          description={text.variationsHint}
          minValue={minVariations}
          maxValue={maxVariations}
          step={1}
          value={edit.values.variations}
          onChange={edit.setVariations}
          decrementLabel={text.decrementVariations}
          incrementLabel={text.incrementVariations}
          isDisabled={edit.isBusy}
        />
      </div>
    </ToolLayout>
  );
}
