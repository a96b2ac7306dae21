import { Button, TextField } from '@mediakit/ui';
import { useId, useState } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { useToolMessages } from '../hooks/useToolMessages';
import { checkFile, type FileRejection } from './checkFile';
import * as styles from './UploadField.css';

export const uploadFieldMessages = {
  dropHint: 'Drop a file here, paste it (Ctrl+V or Cmd+V) while this area is focused, or browse.',
  browse: 'Browse…',
  remove: 'Remove',
  selected: 'Selected: {name}',
  emptyFile: 'That file is empty.',
  tooLarge: 'That file is too large.',
  urlLabel: 'Or paste a URL',
};

export type UploadFieldMessages = typeof uploadFieldMessages;

export interface UploadFieldProps {
  /** The field's label, e.g. 'First frame'. */
  label: string;
  /** Accepted MIME types, wildcards or extensions, e.g. ['image/png', 'image/jpeg'] or ['video/*']. */
  accept: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes?: number;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The tool's spec message for a file of the wrong type, e.g. 'Only image files are allowed.' */
  wrongTypeMessage: string;
  /** The tool's spec message for a file over `maxBytes`, e.g. 'Max file size is 5 MB.' (needed with `maxBytes`). */
  tooLargeMessage?: string;
  /** Offers a URL field when given. */
  url?: string;
  onUrlChange?: (url: string) => void;
  /** A validation error from the tool (e.g. nothing chosen). */
  errorMessage?: string;
  /** How to preview the chosen file. */
  preview?: 'image' | 'video' | 'none';
  isDisabled?: boolean;
  messages?: Partial<UploadFieldMessages>;
  className?: string;
}

async function firstFile(items: DropItem[]): Promise<File | undefined> {
  for (const item of items) {
    if (item.kind === 'file') return item.getFile();
  }
  return undefined;
}

/**
 * Choose a file by dropping, pasting or browsing (and optionally a URL). The type and size are checked before the
 * tool ever sees the file, with the tool's own messages; the preview's object URL is revoked on change and unmount.
 */
export function UploadField(props: UploadFieldProps) {
  const { label, accept, maxBytes, file, onFileChange, url, onUrlChange, errorMessage, preview = 'image' } = props;
  const text = useToolMessages(uploadFieldMessages, props.messages);
  const [rejection, setRejection] = useState<FileRejection>();
  const previewUrl = useObjectUrl(preview === 'none' ? null : file);
  const labelId = useId();

  const offer = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkFile(candidate, { accept, maxBytes });
    setRejection(problem);
    if (!problem) onFileChange(candidate);
  };

  const rejectionText =
    rejection === 'wrong-type'
      ? props.wrongTypeMessage
      : rejection === 'too-large'
        ? (props.tooLargeMessage ?? text.tooLarge)
        : rejection === 'empty'
          ? text.emptyFile
          : undefined;
  const shownError = rejectionText ?? errorMessage;

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        className={styles.zone}
        aria-labelledby={labelId}
        isDisabled={props.isDisabled}
        data-invalid={shownError ? true : undefined}
        getDropOperation={(types) =>
          accept.length === 0 || accept.some((rule) => rule.startsWith('.') || types.has(rule) || rule.endsWith('/*'))
            ? 'copy'
            : 'cancel'
        }
        onDrop={async (event) => offer(await firstFile(event.items))}
      >
        {file && previewUrl && preview === 'image' && (
          <img className={styles.preview} src={previewUrl} alt={file.name} />
        )}
        {file && previewUrl && preview === 'video' && (
          <video className={styles.preview} src={previewUrl} aria-label={file.name} controls muted />
        )}
        <Text slot="label" className={styles.hint}>
          {text.dropHint}
        </Text>
        <FileTrigger
          acceptedFileTypes={accept.filter((rule) => !rule.startsWith('.'))}
          onSelect={(files) => offer(files?.[0] ?? undefined)}
        >
          <Button size="sm" variant="secondary" isDisabled={props.isDisabled}>
            {text.browse}
          </Button>
        </FileTrigger>
      </DropZone>
      {file && (
        <div className={styles.selected}>
          <span>{text.selected.replace('{name}', file.name)}</span>
          <Button
            size="sm"
            variant="quiet"
            isDisabled={props.isDisabled}
            onPress={() => {
              setRejection(undefined);
              onFileChange(null);
            }}
          >
            {text.remove}
          </Button>
        </div>
      )}
      {onUrlChange && (
        <TextField
          label={text.urlLabel}
          type="url"
          value={url ?? ''}
          onChange={onUrlChange}
          isDisabled={props.isDisabled}
          placeholder="https://"
        />
      )}
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
