import { Dialog, Modal } from '@mediakit/ui/Dialog';
import { DemoVideo } from './DemoVideo';
import { sampleSize, type SampleFile } from './samples';
import * as styles from './public.css';
import * as showcase from './showcase.css';

// The public pages' media dialogs, loaded on first use (react-aria's Modal is not part of any first load). Each
// is mounted open and unmounted on close; react-aria then returns focus to the button that opened it.

/** The output gallery's Preview: the picture large, with its Download. */
export function PreviewDialog({ file, onClosed }: { file: SampleFile; onClosed: () => void }) {
  return (
    <Modal defaultOpen onOpenChange={(open) => !open && onClosed()} isDismissable size="lg">
      <Dialog
        title={file.title}
        showCloseButton
        closeLabel="Close"
        footer={
          <a className={styles.ctaPrimary} href={file.src} download={file.fileName}>
            Download
          </a>
        }
      >
        <img className={showcase.picture} src={file.src} alt={`${file.title}: ${file.text}`} {...sampleSize} />
      </Dialog>
    </Modal>
  );
}

/** /product-video's demo video. */
export function VideoDialog({ onClosed }: { onClosed: () => void }) {
  return (
    <Modal defaultOpen onOpenChange={(open) => !open && onClosed()} isDismissable size="lg">
      <Dialog title="Demo video" showCloseButton closeLabel="Close">
        <DemoVideo />
      </Dialog>
    </Modal>
  );
}
