import type { MediakitClient } from '@mediakit/api-client';
import {
  CostBadge,
  FailureAlert,
  LiveRegion,
  ResultCard,
  ToolFrame,
  UploadField,
  formatMessage,
  useObjectUrl,
} from '@mediakit/tool-runtime';
import { Button, TextArea } from '@mediakit/ui';
import { useMemo, type FormEvent } from 'react';
import type { OcrMessages } from '../messages';
import { useOcr, type OcrToolResult } from '../useOcr';
import { WordBoxes } from '../WordBoxes';
import * as styles from './OcrTool.css';

export interface OcrToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called with every extraction (text, words, and the text as a Blob on request); no `includeBlob`: see `useOcr`. */
  onResult?: (result: OcrToolResult) => void;
  /** Called with every failure of the request (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string. */
  messages?: Partial<OcrMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  className?: string;
}

const jpegOrPng = ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'];

/** OCR: a JPEG or PNG in, its text out, with the words drawn over the image and selectable to copy. */
export function OcrTool({ buyCreditsHref = '/pricing', className, ...options }: OcrToolProps) {
  const ocr = useOcr(options);
  const text = ocr.messages;
  const imageUrl = useObjectUrl(ocr.file);
  const textBlob = useMemo(
    () => (ocr.result ? new Blob([ocr.allText], { type: 'text/plain;charset=utf-8' }) : null),
    [ocr.result, ocr.allText],
  );
  const textUrl = useObjectUrl(textBlob);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ocr.extract();
  };

  return (
    <ToolFrame title={text.title} className={[styles.root, className].filter(Boolean).join(' ')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <UploadField
          label={text.imageLabel}
          accept={jpegOrPng}
          file={ocr.file}
          onFileChange={ocr.chooseFile}
          wrongTypeMessage={text.wrongType}
          tooLargeMessage={text.wrongType}
          errorMessage={ocr.fileError}
          preview={ocr.result ? 'none' : 'image'}
        />
        <CostBadge gate={ocr.creditGate} buyCreditsHref={buyCreditsHref} messages={{ buyCredits: text.buyCredits }} />
        <div className={styles.actions}>
          <Button type="submit" isPending={ocr.isExtracting} pendingLabel={text.extracting}>
            {text.extract}
          </Button>
          <Button variant="secondary" onPress={ocr.reset}>
            {text.reset}
          </Button>
        </div>
        <FailureAlert
          error={ocr.error}
          gate={ocr.creditGate}
          isShortfall={Boolean(ocr.shortfall)}
          buyCreditsHref={buyCreditsHref}
          buyCreditsLabel={text.buyCredits}
        />
      </form>
      {ocr.result && (
        <ResultCard heading={text.resultLabel}>
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
            <p className={styles.muted}>{text.noText}</p>
          )}
          {ocr.words.length > 0 && (
            <p className={styles.muted}>
              {formatMessage(text.selectionCount, { count: ocr.selectedIndexes.size, total: ocr.words.length })}
            </p>
          )}
          <div className={styles.actions}>
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
          {ocr.result.engine === 'local' && <p className={styles.muted}>{text.localEngine}</p>}
        </ResultCard>
      )}
      <LiveRegion message={ocr.announcement} />
    </ToolFrame>
  );
}
