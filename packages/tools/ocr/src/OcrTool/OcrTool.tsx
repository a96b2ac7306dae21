import {
  sharedMessagesWithBuyCredits,
  ToolLayout,
  UploadField,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { ExtractedText } from '../ExtractedText';
import type { OcrMessages } from '../messages';
import { ocrImageUpload } from '../ocrFiles';
import { useOcr, type OcrToolResult } from '../useOcr';
import { WordBoxes } from '../WordBoxes';

export type OcrToolProps = Omit<ToolViewProps<OcrToolResult, OcrMessages, never>, 'defaultValues' | 'includeBlob'>;

/** OCR: a JPEG or PNG in, its text out, with the words drawn over the image and selectable to copy. */
export function OcrTool(props: OcrToolProps) {
  const ocr = useOcr(props);
  const text = ocr.messages;
  const imageUrl = useObjectUrl(ocr.values.image);

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
            <ExtractedText ocr={ocr} />
          </>
        )
      }
    >
      <UploadField tool={ocr} text={text} field="image" rule={ocrImageUpload} preview={ocr.result ? 'none' : 'image'} />
    </ToolLayout>
  );
}
