import { MediaLibrary } from '@mediakit/tool-media-library';
import { useSearchParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';

/** The signed-in user's media library (/user/media). */
export default function MediaPage() {
  const search = useSearchParams()[0].get('search') ?? '';
  return (
    <ConsolePage title="Media Library">
      {/* ?search= is the top bar's search opening a media title: a new search starts the library anew. */}
      <MediaLibrary key={search} initialSearch={search} />
    </ConsolePage>
  );
}
