import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

const subject = new Blob(['png'], { type: 'image/png' });

describe('backgroundRemoval.remove', () => {
  it('Transparent Only sends just the subject (file before URL)', async () => {
    const { client, requests, published } = testClient([
      json({ success: true, file: { url: 'https://cdn.test/cut.png' }, credits: 9 }),
    ]);
    const result = await client.backgroundRemoval.remove({ image: subject, imageUrl: 'https://img.test/a.png' });
    expect(result).toEqual({ url: 'https://cdn.test/cut.png', credits: 9 });
    expect(published).toEqual([9]);
    expect(requests[0]?.path).toBe('/ai/bg/remove');
    expect([...(requests[0]?.form?.keys() ?? [])]).toEqual(['image']);
  });

  it('Add Background sends the canvas fields and the background by priority file, URL, colour', async () => {
    const { client, requests } = testClient([json({ success: true, file: { url: 'https://cdn.test/c.png' } })]);
    const canvas = {
      canvasWidth: 1080,
      canvasHeight: 1350,
      fit: 'contain',
      align: 'bottom-right',
      padding: 0,
    } as const;
    await client.backgroundRemoval.remove({
      imageUrl: 'https://img.test/a.png',
      background: { ...canvas, image: new Blob(['bg']), imageUrl: 'https://img.test/bg.png', color: '#000000' },
    });
    await client.backgroundRemoval.remove({
      image: subject,
      background: { ...canvas, imageUrl: 'https://img.test/bg.png', color: '#000' },
    });
    await client.backgroundRemoval.remove({ image: subject, background: { ...canvas } });
    const [withFile, withUrl, withColour] = requests.map((request) => request.form);
    expect(withFile?.get('image_url')).toBe('https://img.test/a.png');
    expect(withFile?.get('bg_image')).toBeTruthy();
    expect(withFile?.has('bg_image_url')).toBe(false);
    expect(withFile?.get('canvas_width')).toBe('1080');
    expect(withFile?.get('canvas_height')).toBe('1350');
    expect(withFile?.get('bg_fit')).toBe('contain');
    expect(withFile?.get('align')).toBe('bottom-right');
    expect(withFile?.get('padding')).toBe('0');
    expect(withUrl?.get('bg_image_url')).toBe('https://img.test/bg.png');
    expect(withUrl?.has('bg_color')).toBe(false);
    expect(withColour?.get('bg_color')).toBe('#FFFFFF');
  });

  it('reports success: false with the server error, else the spec text', async () => {
    const { client } = testClient([json({ success: false, error: 'No subject found' }), json({ success: false })]);
    await expect(client.backgroundRemoval.remove({ image: subject })).rejects.toMatchObject({
      message: 'No subject found',
    });
    await expect(client.backgroundRemoval.remove({ image: subject })).rejects.toMatchObject({
      message: 'Background processing failed.',
    });
  });
});
