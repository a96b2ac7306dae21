import { inlineRowClassName, noteClassName, formatMessage, useObjectUrl } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { TextArea } from '@mediakit/ui/TextArea';
import { useMemo } from 'react';
import type { useOcr } from '../useOcr';
import * as styles from './ExtractedText.css';

export interface ExtractedTextProps {
  ocr: ReturnType<typeof useOcr>;
}

/**
 * The text read from the image, how many words are selected, Copy selected, Copy all and Download .txt, and a note
 * when the server's own local engine (not an AI model) read it.
 */
export function ExtractedText({ ocr }: ExtractedTextProps) {
  const text = ocr.messages;
  const textUrl = useObjectUrl(useMemo(() => ocr.result?.toBlob() ?? null, [ocr.result]));
  return (
    <>
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
      {ocr.result?.engine === 'local' && <p className={noteClassName}>{text.localEngine}</p>}
    </>
  );
}
