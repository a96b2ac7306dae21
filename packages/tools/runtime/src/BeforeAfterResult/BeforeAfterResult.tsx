import { CompareSlider } from '@mediakit/ui/CompareSlider';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { useState } from 'react';
import { formatMessage, useObjectUrl } from '../hooks';
import { ResultActions } from '../ResultActions';
import { framedImageClassName, panelClassName } from '../toolStyles';
import * as styles from './BeforeAfterResult.css';

/** One output image of an edit, with what its download needs. */
export interface BeforeAfterOutput {
  url: string;
  /** Alternative text of the output image. */
  alt: string;
  /** The name its download saves under. */
  fileName: string;
  /** Names its download button where several outputs need telling apart (default: ResultActions' 'Download'). */
  downloadLabel?: string | undefined;
}

/** The words of several outputs of one edit: a picker of the one compared, and a list of them all. */
export interface BeforeAfterVariations {
  /** Names the picker of the output compared with the original (shown from two outputs on). */
  pickerLabel: string;
  /** Each option of the picker, `{index}` counting from 1. */
  optionLabel: string;
  /** Names the list of every output, each with its image and download. */
  listLabel: string;
}

/** The words of the comparison; a tool's messages with these keys can be given as they are. */
export interface BeforeAfterText {
  /** Alternative text of the original image. */
  beforeAlt: string;
  /** The label on the original's side of the comparison. */
  beforeLabel: string;
  /** The label on the output's side of the comparison. */
  afterLabel: string;
}

export interface BeforeAfterResultProps {
  /**
   * The image the edit started from, its URL or the file itself (shown from an object URL made and revoked here);
   * without it the first output shows alone, captioned `text.afterLabel`.
   */
  beforeSrc: string | Blob | null | undefined;
  text: BeforeAfterText;
  /** What the edit made, first one first. */
  outputs: readonly BeforeAfterOutput[];
  /** Which engine made the outputs (see `ResultActions`). */
  engine?: string | undefined;
  /** Outputs offered as variations: a picker of the one compared and a list of them all with their downloads. */
  variations?: BeforeAfterVariations | undefined;
}

/**
 * An edited image's result: the original and the output in a before/after comparison (the output alone when the
 * original is unknown), and the output's download, copy and open actions; as variations, a picker of the output
 * compared and a list of every output with its own actions.
 */
export function BeforeAfterResult({
  beforeSrc,
  text: { beforeAlt, beforeLabel, afterLabel },
  outputs,
  engine,
  variations,
}: BeforeAfterResultProps) {
  const beforeUrl = useObjectUrl(beforeSrc);
  const [comparedUrl, setComparedUrl] = useState<string>();
  // A new result starts the comparison at its first output.
  const compared = outputs.find((output) => output.url === comparedUrl) ?? outputs[0];
  if (!compared) return null;

  const actions = (output: BeforeAfterOutput) => (
    <ResultActions url={output.url} engine={engine} fileName={output.fileName} downloadLabel={output.downloadLabel} />
  );
  const comparison = beforeUrl ? (
    <CompareSlider
      beforeSrc={beforeUrl}
      afterSrc={compared.url}
      beforeAlt={beforeAlt}
      afterAlt={compared.alt}
      messages={{ before: beforeLabel, after: afterLabel }}
    />
  ) : (
    <figure className={styles.figure}>
      <img className={framedImageClassName} src={compared.url} alt={compared.alt} />
      <figcaption>{afterLabel}</figcaption>
    </figure>
  );

  if (!variations) {
    return (
      <>
        {comparison}
        {actions(compared)}
      </>
    );
  }
  return (
    <>
      {outputs.length > 1 && (
        <SegmentedControl
          label={variations.pickerLabel}
          options={outputs.map((output, index) => ({
            id: output.url,
            label: formatMessage(variations.optionLabel, { index: index + 1 }),
          }))}
          value={compared.url}
          onChange={(url) => setComparedUrl(String(url))}
        />
      )}
      {comparison}
      <ul className={styles.variations} aria-label={variations.listLabel}>
        {outputs.map((output) => (
          <li key={output.url} className={`${panelClassName} ${styles.variation}`}>
            <img className={styles.variationImage} src={output.url} alt={output.alt} />
            {actions(output)}
          </li>
        ))}
      </ul>
    </>
  );
}
