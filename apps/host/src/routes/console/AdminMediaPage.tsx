import { MediaLibrary } from '@mediakit/tool-media-library';
import { ConsolePage } from './ConsolePage';

/** Every user's media, each card naming its owner (/admin/media). */
export default function AdminMediaPage() {
  return (
    <ConsolePage title="Media Library">
      <MediaLibrary allUsers />
    </ConsolePage>
  );
}
