import { formatMessage, ResultActions, useSession } from '@mediakit/tool-runtime';
import {
  cfgRange,
  studioSizes,
  studioStyles,
  useTextImageStudio,
  type StudioSize,
  type StudioStyle,
} from '@mediakit/tool-image-generator';
import { Button } from '@mediakit/ui/Button';
import { Select } from '@mediakit/ui/Select';
import { Slider } from '@mediakit/ui/Slider';
import { TextArea } from '@mediakit/ui/TextArea';
import { TextField } from '@mediakit/ui/TextField';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Connected } from '../layout/ConnectedRoot';
import type { AuthLocationState } from '../routes/authLocation';
import { TemplateTiles } from './TemplateTiles';
import type { StudioTakeover } from './TextImagePage';
import { promptTemplates, type PromptTemplate } from './textImageContent';
import { restoreFocus } from './textImageFields';
import * as styles from './public.css';
import * as studio from './studio.css';

// The zoom and template preview dialogs (react-aria's overlays and focus scope) load when one first opens.
const TextImageDialogs = lazy(() => import('./TextImageDialogs'));

const sizeOptions = studioSizes.map((size) => ({ id: size.value, label: size.value.replace('x', ' × ') }));
const styleOptions = studioStyles.map((style) => ({ id: style, label: style }));

/**
 * `/text-image`'s studio and templates (spec 000, "Text-to-image landing studio"), generating for real: loaded after
 * the page's static parts, with the client, the session and the tools' runtime.
 */
export interface TextImageStudioProps {
  /** From the native form it replaces (its values come through the draft): focus, and a press made meanwhile. */
  takeover?: StudioTakeover;
}

export default function TextImageStudio({ takeover }: TextImageStudioProps) {
  return (
    <Connected>
      <TextImageStudioView takeover={takeover} />
    </Connected>
  );
}

function TextImageStudioView({ takeover }: TextImageStudioProps) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  const studioState = useTextImageStudio();
  const { settings, update, generation, upscale, selected, fieldErrors } = studioState;
  const [askSignIn, setAskSignIn] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const handedTemplate = takeover?.template && promptTemplates[takeover.template.index];
  const [previewed, setPreviewed] = useState<PromptTemplate | undefined>(() =>
    takeover?.template?.action === 'preview' ? handedTemplate : undefined,
  );
  const busy = generation.isBusy;

  const onGenerate = () => {
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    studioState.generate();
  };
  const applyTemplate = (template: PromptTemplate) => {
    update({
      prompt: template.prompt,
      negativePrompt: template.negativePrompt,
      size: template.size,
      style: template.style,
    });
    document.getElementById('studio-prompt')?.focus();
  };
  const shownUrl = selected?.upscaledUrl ?? selected?.url;

  // The native form's focus and caret, at once; a Generate pressed there runs once the session is known (a signed-out
  // visitor is asked to sign in, as here), a template button does what it said.
  const form = useRef<HTMLFormElement>(null);
  const pendingGenerate = useRef(Boolean(takeover?.generate));
  useEffect(() => {
    if (takeover?.focus && form.current) restoreFocus(form.current, takeover.focus);
    if (handedTemplate && takeover?.template?.action === 'use') applyTemplate(handedTemplate);
    // Once, for the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!pendingGenerate.current || session.status === 'loading') return;
    pendingGenerate.current = false;
    onGenerate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  return (
    <>
      <section className={`${styles.section} ${studio.layout}`} aria-label="Studio">
        <form
          ref={form}
          className={studio.controls}
          onSubmit={(event) => {
            event.preventDefault();
            onGenerate();
          }}
        >
          <TextArea
            id="studio-prompt"
            label="Prompt"
            value={settings.prompt}
            onChange={(prompt) => update({ prompt })}
            rows={4}
            errorMessage={fieldErrors.prompt}
            placeholder="A lighthouse on a cliff at sunset"
          />
          <TextField
            label="Negative prompt"
            description="What the picture should not show."
            value={settings.negativePrompt}
            onChange={(negativePrompt) => update({ negativePrompt })}
          />
          <div className={studio.pair}>
            <Select
              label="Size"
              options={sizeOptions}
              value={settings.size}
              onChange={(size) => size && update({ size: size as StudioSize })}
            />
            <Select
              label="Style"
              options={styleOptions}
              value={settings.style}
              onChange={(style) => style && update({ style: style as StudioStyle })}
            />
          </div>
          <TextField
            label="Seed (optional)"
            description="Empty: a new seed each time."
            inputMode="numeric"
            value={settings.seed}
            onChange={(seed) => update({ seed })}
            errorMessage={fieldErrors.seed}
          />
          <Slider
            label="CFG"
            description="How closely the picture follows the prompt."
            minValue={cfgRange.min}
            maxValue={cfgRange.max}
            step={cfgRange.step}
            value={settings.cfg}
            onChange={(cfg) => update({ cfg })}
          />
          <Button type="submit" variant="primary" isPending={busy} pendingLabel="Generating…">
            Generate
          </Button>
          {askSignIn && !signedIn && (
            <p className={studio.notice} role="status">
              Sign in to generate images: your prompt is kept.{' '}
              <Button
                variant="secondary"
                size="sm"
                onPress={() => void navigate('/login', { state: { from: '/text-image' } satisfies AuthLocationState })}
              >
                Sign in
              </Button>
            </p>
          )}
          {generation.error && (
            <p className={studio.error} role="alert">
              {generation.error}
            </p>
          )}
        </form>

        <div className={studio.output} aria-live="polite">
          {selected && shownUrl ? (
            <>
              <button type="button" className={studio.imageButton} onClick={() => setZoomed(true)}>
                <img
                  className={studio.image}
                  src={shownUrl}
                  alt={formatMessage('Generated image: {prompt}', { prompt: selected.prompt })}
                />
              </button>
              <p className={studio.meta}>
                {selected.size} · {selected.style} · seed {selected.seed} · CFG {selected.cfg}
                {selected.upscaledUrl ? ' · upscaled 2x' : ''}
              </p>
              <div className={studio.actions}>
                <Button variant="secondary" onPress={() => setZoomed(true)}>
                  Zoom
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => studioState.upscaleSelected()}
                  isPending={upscale.isBusy}
                  pendingLabel="Upscaling…"
                  isDisabled={Boolean(selected.upscaledUrl)}
                >
                  Upscale 2x
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => studioState.vary()}
                  isPending={busy}
                  pendingLabel="Generating…"
                >
                  Variations
                </Button>
              </div>
              <ResultActions
                url={shownUrl}
                engine={selected.madeBy}
                fileName={`${selected.prompt.slice(0, 60) || 'image'}.png`}
              />
              {upscale.error && (
                <p className={studio.error} role="alert">
                  {upscale.error}
                </p>
              )}
            </>
          ) : (
            <p className={studio.placeholder}>{busy ? 'Generating your picture…' : 'Your picture appears here.'}</p>
          )}
          {studioState.images.length > 1 && (
            <ul className={studio.thumbs} aria-label="This visit's pictures">
              {studioState.images.map((image) => (
                <li key={image.url}>
                  <button
                    type="button"
                    className={studio.thumb}
                    aria-pressed={image.url === selected?.url}
                    onClick={() => studioState.select(image.url)}
                  >
                    <img src={image.upscaledUrl ?? image.url} alt={`Seed ${image.seed}: ${image.prompt}`} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <TemplateTiles
        actions={(template) => (
          <>
            <Button variant="secondary" size="sm" onPress={() => setPreviewed(template)}>
              Preview
            </Button>
            <Button variant="quiet" size="sm" onPress={() => applyTemplate(template)}>
              Use template
            </Button>
          </>
        )}
      />

      {(zoomed || previewed) && (
        <Suspense fallback={null}>
          <TextImageDialogs
            zoomed={zoomed && shownUrl ? { url: shownUrl, prompt: selected?.prompt ?? '' } : undefined}
            onZoomClosed={() => setZoomed(false)}
            previewed={previewed}
            onPreviewClosed={() => setPreviewed(undefined)}
            onUseTemplate={applyTemplate}
          />
        </Suspense>
      )}
    </>
  );
}
