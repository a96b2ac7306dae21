import { describe, expect, it } from 'vitest';
import { fakeMediaUrl } from './fakeMedia';

/** Loads a URL into a media element and resolves with it once the browser has decoded it. */
function load<T extends HTMLImageElement | HTMLVideoElement | HTMLAudioElement>(
  element: T,
  url: string,
  ready: string,
) {
  return new Promise<T>((resolve, reject) => {
    element.addEventListener(ready, () => resolve(element), { once: true });
    element.addEventListener('error', () => reject(new Error(`${url} did not load`)), { once: true });
    element.src = url;
  });
}

describe('the fake’s media in a browser', () => {
  it('are blob: URLs of the page that Chromium decodes: a picture, a playable clip, a playable tune', async () => {
    const picture = fakeMediaUrl('https://fake.test', 'image', 'image-1', {
      text: 'A lighthouse at night',
      width: 4,
      height: 3,
    });
    expect(picture).toMatch(new RegExp(`^blob:${location.origin}/`));
    const image = await load(new Image(), picture, 'load');
    expect([image.naturalWidth, image.naturalHeight]).toEqual([192, 144]);
    const video = await load(
      document.createElement('video'),
      fakeMediaUrl('https://fake.test', 'video', 'v'),
      'loadeddata',
    );
    expect([video.videoWidth, video.videoHeight]).toEqual([128, 72]);
    expect(video.duration).toBeCloseTo(2, 0);
    const audio = await load(
      document.createElement('audio'),
      fakeMediaUrl('https://fake.test', 'audio', 'a'),
      'loadedmetadata',
    );
    expect(audio.duration).toBeGreaterThan(1);
  });

  it('makes each file once per page', () => {
    const url = () => fakeMediaUrl('https://fake.test', 'image', 'same', { text: 'Same' });
    expect(url()).toBe(url());
  });
});
