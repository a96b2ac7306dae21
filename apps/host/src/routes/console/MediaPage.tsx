import { MediaLibrary } from '@mediakit/tool-media-library';
import { ConsolePage } from './ConsolePage';

/** The signed-in user's media library (/user/media). */
export default function MediaPage() {
  return (
    <ConsolePage title="Media Library">
      <MediaLibrary />
    </ConsolePage>
  );
}
