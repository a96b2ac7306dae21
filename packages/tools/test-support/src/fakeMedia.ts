import { fakeMediaFileAt } from '@mediakit/api-client/fake';

/** What the fake backend serves at one of its media URLs (a real file it makes), read as text like `blob.text()`. */
export function fakeMediaContent(url: string): string {
  return new TextDecoder().decode(fakeMediaFileAt(url)?.bytes);
}
