import { Button } from '@mediakit/ui/Button';
import { TextField } from '@mediakit/ui/TextField';
import { VisuallyHidden } from '@mediakit/ui/VisuallyHidden';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldKey } from '../hooks/fieldKey';
import { useFileDrop } from '../hooks/useFileDrop';
import { useObjectUrl } from '../hooks/useObjectUrl';
import { useToolView } from '../ToolLayout/toolView';
import { formatMessage, useToolMessages } from '../hooks/useToolMessages';
import type { FieldProps } from '../run/useTool';
import { noteClassName } from '../toolStyles';
import { checkUpload, maxImagePixels, type UploadRejection, type UploadRule } from './checkUpload';
import * as styles from './UploadField.css';

export const uploadFieldMessages = {
  dropHint: 'Drop a file here, paste it (Ctrl+V or Cmd+V) while this area is focused, or browse.',
  browse: 'Browse…',
  remove: 'Remove',
  selected: 'Selected: {name}',
  /** Announced to screen readers when a file passes the checks. */
  added: 'Added {name}.',
  emptyFile: 'That file is empty.',
  unreadable: 'That image could not be read. It may be damaged; please choose another.',
  tooManyPixels: 'That image has too many pixels: at most {megapixels} megapixels.',
  urlLabel: 'Or paste a URL',
};

export type UploadFieldMessages = typeof uploadFieldMessages;

/** The hook side of an upload field bound by name: a `useTool` hook (its `field(name)` and its form values). */
export interface UploadFieldTool {
  field: (name: never) => unknown;
  values: object;
}

/** A tool's messages, with at least the bound field's label: `imageLabel` for `image` or `imageFile`. */
export type UploadFieldText<Field extends string> = Record<
  `${Field extends `${infer Name}File` ? Name : Field}Label`,
  string
> &
  Partial<Record<string, string>>;

/** What the field says and edits, given one by one (or read from the tool when bound to one by `field`). */
interface UploadFieldParts {
  /** The field's label, e.g. 'First frame'; also the drop area's accessible name. */
  label: string;
  file: File | null;
  /** Called with a file only once its bytes passed the rule, or with null when it is removed. */
  onFileChange: (file: File | null) => void;
  /** The tool's spec message for a file of another type, e.g. 'Only image files are allowed.' */
  wrongTypeMessage: string;
  /** The tool's spec message for a file over the cap, e.g. 'Max file size is 5 MB.' */
  tooLargeMessage: string;
}

interface UploadFieldOwnProps {
  /** What the field takes by content (its bytes, never its name) and its size cap: the server's rule for the field. */
  rule: UploadRule;
  /** Offers a URL field when given. */
  url?: string | undefined;
  onUrlChange?: ((url: string) => void) | undefined;
  /** A validation error from the tool (e.g. nothing chosen). */
  errorMessage?: string | undefined;
  /** How to preview the chosen file. */
  preview?: 'image' | 'video' | 'none';
  isDisabled?: boolean | undefined;
  messages?: Partial<UploadFieldMessages> | undefined;
  className?: string | undefined;
}

/**
 * An upload field's props: its parts one by one, or `tool`, `text` and `field` to bind it to a tool's hook by name,
 * as `PromptField` is. `field` names the form value holding the file (`image`, `videoFile`), set through
 * `field(name)`; the field's name without `File` (`video`) names the rest: the error `field(name).errorMessage`, the
 * URL `values.<name>Url` (offered when the form has one) and the wording `<name>Label`, `<name>WrongType`, `<name>TooLarge` and any of the field's own
 * messages as `<name><Key>` (`videoDropHint`, `frameBrowse`, `imageUrlLabel`), each unprefixed (`wrongType`,
 * `urlLabel`) where the tool words all its upload fields alike. A part given by itself still wins.
 */
export type UploadFieldProps<Field extends string = string> = UploadFieldOwnProps &
  (
    | (UploadFieldParts & { tool?: undefined; text?: undefined; field?: undefined })
    | (Partial<UploadFieldParts> & {
        /** The tool's hook. */
        tool: UploadFieldTool;
        /** The tool's messages. */
        text: UploadFieldText<NoInfer<Field>>;
        /** The form value holding the file. */
        field: Field;
      })
  );

/**
 * Choose a file by dropping it on the area, pasting it while the area has focus, or browsing (and optionally a URL).
 * Every file is checked by its bytes before the tool hears of it: size cap, type by content, and images decoded,
 * with the tool's own messages. A refused file never replaces the one chosen before. The preview's object URL is
 * revoked on change and unmount.
 */
export function UploadField<Field extends string = string>(props: UploadFieldProps<Field>) {
  // Bound to a tool, each part not given is read from its hook and messages by the field's name.
  const { tool, field = '' } = props;
  const name = field.replace(/File$/, '');
  const values: Partial<Record<string, unknown>> = tool?.values ?? {};
  const wording: Partial<Record<string, string>> = props.text ?? {};
  const word = (key: string) => wording[fieldKey(name, key)] ?? wording[key];
  // A useTool hook's fields by name: the file's, its URL's (when the form has one) and the error's (`name`).
  const bound = tool?.field as ((name: string) => Partial<FieldProps<unknown>>) | undefined;
  const setUrl = (bound && name + 'Url' in values ? bound(name + 'Url').onChange : undefined) as
    UploadFieldOwnProps['onUrlChange'] | undefined;
  // Inside a tool's layout, the partner's wording for upload fields, under the tool's own.
  const shared: Partial<Record<string, string>> = useToolView().sharedMessages?.upload ?? {};
  const wordOrShared: Partial<Record<string, string>> = {};
  for (const key in uploadFieldMessages) wordOrShared[key] = word(key) ?? shared[key];
  const {
    label = word('label'),
    rule,
    file = (values[field] ?? null) as File | null,
    onFileChange = bound?.(field).onChange as UploadFieldParts['onFileChange'],
    url = setUrl && (values[name + 'Url'] as string),
    onUrlChange = setUrl,
    errorMessage = bound?.(name).errorMessage,
    wrongTypeMessage = word('wrongType'),
    tooLargeMessage = word('tooLarge'),
    preview = 'image',
    isDisabled,
  } = props as UploadFieldOwnProps & UploadFieldParts;
  const text = useToolMessages(uploadFieldMessages, { ...wordOrShared, ...props.messages });
  const [rejection, setRejection] = useState<UploadRejection>();
  const [added, setAdded] = useState<string>();
  const [isChecking, setChecking] = useState(false);
  const previewUrl = useObjectUrl(preview === 'none' ? null : file);
  const labelId = useId();
  const hintId = useId();
  // Checks read the file's bytes: only the latest file offered may land, and none after unmount.
  const offered = useRef(0);
  const browser = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (offered.current += 1), []);

  const offer = async (candidate: File | undefined) => {
    if (!candidate || isDisabled) return;
    const attempt = ++offered.current;
    setChecking(true);
    const problem = await checkUpload(candidate, rule);
    if (attempt !== offered.current) return;
    setChecking(false);
    setRejection(problem);
    setAdded(problem ? undefined : formatMessage(text.added, { name: candidate.name }));
    if (!problem) onFileChange(candidate);
  };
  const { dropProps } = useFileDrop((candidate) => void offer(candidate), { isDisabled });

  const rejectionText =
    rejection === 'wrong-type'
      ? wrongTypeMessage
      : rejection === 'too-large'
        ? tooLargeMessage
        : rejection === 'empty'
          ? text.emptyFile
          : rejection === 'unreadable'
            ? text.unreadable
            : rejection === 'too-many-pixels'
              ? formatMessage(text.tooManyPixels, { megapixels: maxImagePixels / 1_000_000 })
              : undefined;
  const shownError = rejectionText ?? errorMessage;

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {/* The drop and paste target (focusable, so a keyboard user can paste); Browse is the keyboard's way to pick. */}
      <div
        role="group"
        className={styles.zone}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-disabled={isDisabled || undefined}
        aria-busy={isChecking || undefined}
        tabIndex={isDisabled ? -1 : 0}
        data-invalid={shownError ? true : undefined}
        {...dropProps}
      >
        {file && previewUrl && preview === 'image' && (
          <img className={styles.preview} src={previewUrl} alt={file.name} />
        )}
        {file && previewUrl && preview === 'video' && (
          <video className={styles.preview} src={previewUrl} aria-label={file.name} controls muted />
        )}
        <p id={hintId} className={noteClassName}>
          {text.dropHint}
        </p>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => {
            // Emptied first, so choosing the same file again is a change.
            if (browser.current) browser.current.value = '';
            browser.current?.click();
          }}
        >
          {text.browse}
        </Button>
        <input
          ref={browser}
          type="file"
          style={{ display: 'none' }}
          accept={rule.types.join(',')}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => void offer(event.currentTarget.files?.[0] ?? undefined)}
        />
      </div>
      {file && (
        <div className={styles.selected}>
          <span>{formatMessage(text.selected, { name: file.name })}</span>
          <Button
            size="sm"
            variant="quiet"
            isDisabled={isDisabled}
            onPress={() => {
              offered.current += 1;
              setChecking(false);
              setRejection(undefined);
              setAdded(undefined);
              onFileChange(null);
            }}
          >
            {text.remove}
          </Button>
        </div>
      )}
      <VisuallyHidden aria-live="polite">{added ?? ''}</VisuallyHidden>
      {onUrlChange && (
        <TextField
          label={text.urlLabel}
          type="url"
          value={url ?? ''}
          onChange={onUrlChange}
          isDisabled={isDisabled}
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
