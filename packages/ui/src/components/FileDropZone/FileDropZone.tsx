import { forwardRef, useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { UploadIcon } from '../Icon';
import { cx, hasContent } from '../Field/fieldUtils';
import { checkFiles, formatBytes, type FileRejection } from './fileChecks';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** The zone's title, also its accessible name. Defaults to "Drop files here" (or "Drop a file here"). */
  label?: ReactNode;
  /** A hint under the title. Defaults to a summary of `accept` and `maxBytes`, plus "or paste". */
  description?: ReactNode;
  /** Accepted types: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.png`). Empty accepts all. */
  accept?: ReadonlyArray<string> | null;
  /** Largest accepted file size in bytes. */
  maxBytes?: number | null;
  /** Accept several files at once. Defaults to false: only the first acceptable file is kept. */
  allowsMultiple?: boolean;
  /** Receives the accepted files (type and size already checked). Not called when none was accepted. */
  onFiles?: (files: File[]) => void;
  /** Receives every rejected file with its reason and a message. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Text of the browse button. */
  browseLabel?: string;
  /** Show rejection messages inside the zone (announced politely). Defaults to true. */
  showRejections?: boolean;
  /** An error from the caller (e.g. an upload failure), shown like a rejection. */
  errorMessage?: ReactNode;
  /** Ignores drops and disables the browse button. */
  isDisabled?: boolean;
  /** Extra class names, appended after ours. */
  className?: string;
}

function describeAccept(accept: ReadonlyArray<string> | null | undefined): string | undefined {
  const entries = (accept ?? []).filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  if (entries.length === 0) return undefined;
  return entries
    .map((entry) => {
      if (entry.endsWith('/*')) return `${entry.slice(0, -2)} files`;
      if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
      return (entry.split('/')[1] ?? entry).toUpperCase();
    })
    .join(', ');
}

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drop files on it, browse with a real button, or focus it and paste (Ctrl/Cmd+V, e.g. a screenshot). Every file
 * is checked against `accept` and `maxBytes` before `onFiles` hears of it; the rest go to `onReject` with a reason.
 * Keyboard: Tab reaches the zone (a paste target named by its title) and then the browse button.
 */
export const FileDropZone = /*#__PURE__*/ forwardRef<HTMLDivElement, FileDropZoneProps>(function FileDropZone(
  {
    label,
    description,
    accept,
    maxBytes,
    allowsMultiple = false,
    onFiles,
    onReject,
    browseLabel,
    showRejections = true,
    errorMessage,
    isDisabled = false,
    className,
  },
  ref,
) {
  const id = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [isDropTarget, setDropTarget] = useState(false);
  // dragenter and dragleave fire for every child the pointer crosses: count them to know when it really left.
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const acceptList = Array.isArray(accept) ? accept.filter((entry) => typeof entry === 'string') : [];

  const handleFiles = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, { accept: acceptList, maxBytes, allowsMultiple });
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onFiles?.(accepted);
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDropTarget(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (isDisabled || !carriesFiles(event)) return;
    // Without this the browser would open the file instead of dropping it here.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDropTarget(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    dragDepth.current = 0;
    setDropTarget(false);
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    handleFiles(Array.from(event.dataTransfer.files ?? []));
  };

  // Pastes anywhere in the zone (the zone itself or the browse button), from the clipboard's file list, which also
  // holds screenshots that have no file-system entry.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (isDisabled || files.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    handleFiles(files);
  };

  const title = hasContent(label) ? label : allowsMultiple ? 'Drop files here' : 'Drop a file here';
  const summary = [
    describeAccept(acceptList),
    typeof maxBytes === 'number' ? `up to ${formatBytes(maxBytes)}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const hint = hasContent(description) ? description : `${summary ? `${summary}. ` : ''}You can also paste.`;
  const invalid = rejections.length > 0 || hasContent(errorMessage);

  return (
    <div
      ref={ref}
      role="group"
      tabIndex={isDisabled ? undefined : 0}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      aria-disabled={isDisabled || undefined}
      data-drop-target={isDropTarget || undefined}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      className={cx(styles.zone, className)}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <span className={styles.icon} aria-hidden="true">
        <UploadIcon />
      </span>
      <span id={`${id}-title`} className={styles.title}>
        {title}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        ref={fileInput}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptList.length > 0 ? acceptList.join(',') : undefined}
        multiple={allowsMultiple}
        disabled={isDisabled}
        onChange={(event) => {
          handleFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again must report it again.
          event.target.value = '';
        }}
      />
      <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => fileInput.current?.click()}>
        {browseLabel ?? (allowsMultiple ? 'Browse files' : 'Browse')}
      </Button>
      <ul className={styles.rejections} aria-live="polite">
        {showRejections &&
          rejections.map((rejection, index) => (
            <li key={`${rejection.file.name}-${index}`} className={styles.rejection}>
              {rejection.message}
            </li>
          ))}
        {hasContent(errorMessage) && <li className={styles.rejection}>{errorMessage}</li>}
      </ul>
    </div>
  );
});
