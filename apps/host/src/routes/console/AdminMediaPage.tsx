import { MediaLibrary } from '@mediakit/tool-media-library';
import { useSearchParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';

/** Every user's media, each card naming its owner (/admin/media). */
export default function AdminMediaPage() {
  const search = useSearchParams()[0].get('search') ?? '';
  return (
    <ConsolePage title="Media Library">
      <MediaLibrary key={search} allUsers initialSearch={search} />
    </ConsolePage>
  );
}
