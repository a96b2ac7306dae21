import { operationCost } from '@mediakit/api-client/costs';
import { useImageGenerator } from '@mediakit/tool-image-generator';
import { useImageToVideo } from '@mediakit/tool-image-to-video';
import { MediakitProvider, useMediakitClient, useSession } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { TextArea } from '@mediakit/ui/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHostClient } from '../layout/hostClient';
import type { AuthLocationState } from '../routes/authLocation';
import { useMediaHistory } from './mediaHistory';
import * as studio from './studio.css';
import * as frame from './miniStudioFrame.css';
import * as styles from './miniStudio.css';

/** Spec 000, section 9: 'Landing history max 40 items'. */
export const landingHistoryLimit = 40;
/** The prompt survives a sign-in detour (and a reload) in this tab. */
export const landingPromptKey = 'mediakit.landing-studio-prompt';
/** Where sign-in brings the visitor back to: this section, which then loads at once. */
export const landingStudioAnchor = 'studio';

const videoDefaults = { duration: 5, resolution: '720p' } as const;

function readPrompt(): string {
  try {
    return globalThis.sessionStorage?.getItem(landingPromptKey) ?? '';
  } catch {
    return '';
  }
}

function keepPrompt(prompt: string): void {
  try {
    if (prompt) globalThis.sessionStorage?.setItem(landingPromptKey, prompt);
    else globalThis.sessionStorage?.removeItem(landingPromptKey);
  } catch {
    // Storage blocked: the prompt lasts as long as the page.
  }
}

/**
 * The landing page's mini-studio (spec 000, "Landing page": a prompt, Generate Image, Generate Video, a history of at
 * most 40), generating for real through the image generator's and image to video's hooks. Loaded only when the
 * visitor reaches it, with the API client and the tools' runtime.
 */
export default function MiniStudio() {
  return (
    <MediakitProvider client={useHostClient()}>
      <MiniStudioView />
    </MediakitProvider>
  );
}

function MiniStudioView() {
  const client = useMediakitClient();
  const session = useSession();
  const navigate = useNavigate();
  const returning = useLocation().hash === `#${landingStudioAnchor}`;
  useEffect(() => {
    if (returning) document.getElementById(landingStudioAnchor)?.scrollIntoView({ block: 'start' });
  }, [returning]);
  const signedIn = session.status === 'signed-in';
  const userKey = signedIn ? (session.user?.id ?? session.user?.email) : undefined;
  const history = useMediaHistory({
    storageKey: userKey ? `mediakit.landing-history:${userKey}` : undefined,
    limit: landingHistoryLimit,
  });
  const [prompt, setPrompt] = useState(readPrompt);
  const [askSignIn, setAskSignIn] = useState(false);
  const [frameError, setFrameError] = useState<string>();
  const [preparingFrame, setPreparingFrame] = useState(false);
  const submitVideo = useRef(false);
  const videoPrompt = useRef('');

  const image = useImageGenerator({
    onResult: (result) => history.add({ kind: 'image', url: result.url, prompt: result.prompt }),
  });
  const video = useImageToVideo({
    defaultValues: videoDefaults,
    onResult: (result) => history.add({ kind: 'video', url: result.url, prompt: videoPrompt.current }),
  });
  const { set: setImageValues } = image;
  const { set: setVideoValues } = video;
  useEffect(() => {
    keepPrompt(prompt);
    setImageValues({ prompt });
    setVideoValues({ prompt });
  }, [prompt, setImageValues, setVideoValues]);

  // The first frame is set, so the video request now carries it.
  const { submit: startVideo, values: videoValues } = video;
  useEffect(() => {
    if (!submitVideo.current || !videoValues.frameFile) return;
    submitVideo.current = false;
    startVideo();
  }, [startVideo, videoValues.frameFile]);

  /** The video starts from the newest picture in the history. */
  const frameSource = history.items.find((item) => item.kind === 'image');
  const busy = image.isBusy || video.isBusy || preparingFrame;

  const needsSession = (): boolean => {
    if (signedIn) return false;
    if (session.status === 'signed-out') setAskSignIn(true);
    return true;
  };

  const generateImage = () => {
    if (needsSession()) return;
    setFrameError(undefined);
    image.submit();
  };

  const generateVideo = async () => {
    if (needsSession()) return;
    setFrameError(undefined);
    if (!prompt.trim()) {
      video.submit();
      return;
    }
    if (!frameSource) {
      setFrameError('Generate an image first: the video starts from your newest picture.');
      return;
    }
    setPreparingFrame(true);
    try {
      const blob = await client.downloads.fetchBlob(frameSource.url);
      submitVideo.current = true;
      videoPrompt.current = prompt.trim();
      // A new File each time, so the effect above runs even for the same picture.
      video.set({ frameFile: new File([blob], 'first-frame.png', { type: blob.type || 'image/png' }) });
    } catch {
      setFrameError('The picture could not be loaded for the video. Generate a new image and try again.');
    } finally {
      setPreparingFrame(false);
    }
  };

  const signInAndReturn = () =>
    void navigate('/login', { state: { from: `/#${landingStudioAnchor}` } satisfies AuthLocationState });

  const error =
    frameError ??
    image.fieldErrors.prompt ??
    video.fieldErrors.prompt ??
    (image.phase === 'failed' ? image.error : undefined) ??
    (video.phase === 'failed' ? video.error : undefined);
  const videoCost = operationCost('imageToVideo', videoDefaults);

  return (
    <div className={frame.frame}>
      <form
        className={styles.controls}
        aria-label="Mini studio"
        onSubmit={(event) => {
          event.preventDefault();
          generateImage();
        }}
      >
        <TextArea label="Prompt" value={prompt} onChange={setPrompt} rows={3} placeholder="A red fox in the snow" />
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" isPending={image.isBusy} pendingLabel="Generating image…">
            Generate Image
          </Button>
          <Button
            variant="secondary"
            onPress={() => void generateVideo()}
            isPending={video.isBusy || preparingFrame}
            pendingLabel="Generating video…"
            isDisabled={busy && !video.isBusy && !preparingFrame}
          >
            Generate Video
          </Button>
        </div>
        <p className={styles.note}>
          An image costs {image.credits.cost} credits; a 5 s video of your newest picture, {videoCost} credits.
          {signedIn && image.credits.credits !== undefined ? ` Credits: ${image.credits.credits}` : ''}
        </p>
        {askSignIn && !signedIn && (
          <p className={studio.notice} role="status">
            Sign in to generate: your prompt is kept.{' '}
            <Button variant="secondary" size="sm" onPress={signInAndReturn}>
              Sign in
            </Button>
          </p>
        )}
        {(image.isBusy || video.isBusy) && (
          <p className={styles.note} role="status">
            {video.isBusy ? video.statusText : image.statusText}
          </p>
        )}
        {error && (
          <p className={studio.error} role="alert">
            {error}
          </p>
        )}
      </form>

      <section aria-labelledby="mini-history-title" className={styles.controls}>
        <div className={styles.historyHeader}>
          <h3 id="mini-history-title" className={styles.historyTitle}>
            History ({history.items.length} of {landingHistoryLimit})
          </h3>
          {history.items.length > 0 && (
            <Button variant="quiet" size="sm" onPress={history.clear}>
              Clear history
            </Button>
          )}
        </div>
        {history.items.length === 0 ? (
          <p className={styles.note}>
            {signedIn ? 'What you generate here appears here.' : 'Sign in and your generations appear here.'}
          </p>
        ) : (
          <ul className={styles.history} aria-label="History">
            {history.items.map((item) => (
              <li key={item.url} className={styles.historyItem}>
                {item.kind === 'image' ? (
                  <img
                    className={styles.media}
                    src={item.url}
                    alt={`Image: ${item.prompt}`}
                    width={140}
                    height={140}
                    loading="lazy"
                  />
                ) : (
                  <video
                    className={styles.media}
                    src={item.url}
                    aria-label={`Video: ${item.prompt}`}
                    controls
                    preload="metadata"
                    width={140}
                    height={140}
                  />
                )}
                <p className={styles.caption} title={item.prompt}>
                  <a href={item.url} target="_blank" rel="noreferrer">
                    Open {item.kind}
                  </a>{' '}
                  {item.prompt}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
