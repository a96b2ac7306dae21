import { formatMessage } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { Dialog, Modal } from '@mediakit/ui/Dialog';
import type { PromptTemplate } from './textImageContent';
import * as studio from './studio.css';

/** /text-image's dialogs: the picture zoomed, and a template's settings before using it. */
export default function TextImageDialogs({
  zoomed,
  onZoomClosed,
  previewed,
  onPreviewClosed,
  onUseTemplate,
}: {
  zoomed: { url: string; prompt: string } | undefined;
  onZoomClosed: () => void;
  previewed: PromptTemplate | undefined;
  onPreviewClosed: () => void;
  onUseTemplate: (template: PromptTemplate) => void;
}) {
  return (
    <>
      <Modal isOpen={Boolean(zoomed)} onOpenChange={(open) => !open && onZoomClosed()} isDismissable size="lg">
        <Dialog title="Zoom" showCloseButton closeLabel="Close">
          {zoomed && (
            <img
              className={studio.zoomImage}
              src={zoomed.url}
              alt={formatMessage('Generated image: {prompt}', { prompt: zoomed.prompt })}
            />
          )}
        </Dialog>
      </Modal>

      <Modal isOpen={Boolean(previewed)} onOpenChange={(open) => !open && onPreviewClosed()} isDismissable>
        <Dialog
          title={previewed?.title}
          showCloseButton
          closeLabel="Close"
          footer={({ close }) => (
            <Button
              variant="primary"
              onPress={() => {
                if (previewed) onUseTemplate(previewed);
                close();
              }}
            >
              Use template
            </Button>
          )}
        >
          {previewed && (
            <dl className={studio.templateDetails}>
              <dt>Prompt</dt>
              <dd>{previewed.prompt}</dd>
              <dt>Negative prompt</dt>
              <dd>{previewed.negativePrompt}</dd>
              <dt>Size</dt>
              <dd>{previewed.size}</dd>
              <dt>Style</dt>
              <dd>{previewed.style}</dd>
            </dl>
          )}
        </Dialog>
      </Modal>
    </>
  );
}
