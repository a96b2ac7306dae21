import { inlineRowClassName } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { useId, useState } from 'react';
import { storedImagePathJson } from '../storedImagePathJson';
import * as styles from './StoredPathJson.css';

export interface StoredPathJsonProps {
  savedUrl: string;
  label: string;
  copyLabel: string;
  copiedText: string;
  copyFailedText: string;
}

/** The stored image path as JSON, selectable, with a Copy button. Give it a `key` per image to reset its feedback. */
export function StoredPathJson({ savedUrl, label, copyLabel, copiedText, copyFailedText }: StoredPathJsonProps) {
  const labelId = useId();
  const json = storedImagePathJson(savedUrl);
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(json).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {/* Wrapped rather than scrolled, so a long URL never needs a focusable scroll area. */}
      <pre className={styles.code} aria-labelledby={labelId}>
        {json}
      </pre>
      <div className={inlineRowClassName}>
        <Button size="sm" variant="secondary" onPress={copy}>
          {copyLabel}
        </Button>
        <span className={styles.feedback} data-tone={outcome === 'failed' ? 'error' : undefined} role="status">
          {outcome === 'copied' ? copiedText : outcome === 'failed' ? copyFailedText : ''}
        </span>
      </div>
    </div>
  );
}
