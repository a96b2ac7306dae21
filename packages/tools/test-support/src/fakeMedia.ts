/** What the fake backend serves at one of its media URLs: 'fake media <kind>/<id>'. */
export function fakeMediaContent(url: string): string {
  return `fake media ${new URL(url).pathname.replace('/fake-media/', '')}`;
}
