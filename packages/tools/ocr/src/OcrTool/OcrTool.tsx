import {
  sharedMessagesWithBuyCredits,
  ToolLayout,
  inlineRowClassName,
  noteClassName,
  UploadField,
  formatMessage,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { TextArea } from '@mediakit/ui/TextArea';
import { useMemo } from 'react';
import type { OcrMessages } from '../messages';
import { ocrImageUpload } from '../ocrFiles';
import { useOcr, type OcrToolResult } from '../useOcr';
import { WordBoxes } from '../WordBoxes';
import * as styles from './OcrTool.css';

export type OcrToolProps = Omit<ToolViewProps<OcrToolResult, OcrMessages, never>, 'defaultValues' | 'includeBlob'>;

/** OCR: a JPEG or PNG in, its text out, with the words drawn over the image and selectable to copy. */
export function OcrTool(props: OcrToolProps) {
  const ocr = useOcr(props);
  const text = ocr.messages;
  const image = ocr.values.image;
  const imageUrl = useObjectUrl(image);
  const textBlob = useMemo(
    () => (ocr.result ? new Blob([ocr.allText], { type: 'text/plain;charset=utf-8' }) : null),
    [ocr.result, ocr.allText],
  );
  const textUrl = useObjectUrl(textBlob);

  return (
    <ToolLayout
      tool={ocr}
      view={{ ...props, sharedMessages: sharedMessagesWithBuyCredits(props.sharedMessages, text.buyCredits) }}
      result={
        ocr.result && (
          <>
            {imageUrl && ocr.words.length > 0 && (
              <WordBoxes
                imageSrc={imageUrl}
                imageAlt={text.imageAlt}
                words={ocr.words}
                order={ocr.order}
                placements={ocr.placements}
                selection={ocr.selection}
                onSelectionChange={ocr.changeSelection}
                label={text.wordsLabel}
                hint={text.wordsHint}
              />
            )}
            {ocr.allText ? (
              <TextArea label={text.textLabel} value={ocr.allText} isReadOnly rows={4} />
            ) : (
              <p className={noteClassName}>{text.noText}</p>
            )}
            {ocr.words.length > 0 && (
              <p className={noteClassName}>
                {formatMessage(text.selectionCount, { count: ocr.selectedIndexes.size, total: ocr.words.length })}
              </p>
            )}
            <div className={inlineRowClassName}>
              <Button size="sm" onPress={ocr.copySelection} isDisabled={!ocr.selectedText}>
                {text.copySelected}
              </Button>
              <Button size="sm" variant="secondary" onPress={ocr.copyAll} isDisabled={!ocr.allText}>
                {text.copyAll}
              </Button>
              {textUrl && ocr.allText && (
                <a className={styles.downloadLink} href={textUrl} download={ocr.downloadFileName}>
                  {text.downloadTxt}
                </a>
              )}
              <span className={styles.feedback} data-tone={ocr.copyFeedback?.tone} role="status">
                {ocr.copyFeedback?.text ?? ''}
              </span>
            </div>
            {ocr.result.engine === 'local' && <p className={noteClassName}>{text.localEngine}</p>}
          </>
        )
      }
    >
      <UploadField tool={ocr} text={text} field="image" rule={ocrImageUpload} preview={ocr.result ? 'none' : 'image'} />
    </ToolLayout>
  );
}
