import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';

/**
 * One file dropped or pasted onto an element: spread `dropProps` on it (a paste reaches it from any focused element
 * inside). `data-drop-target` is set while files are dragged over it, for its style. Disabled, it takes nothing, and
 * the browser's own drop (opening the file) stays prevented.
 */
export function useFileDrop(onFile: (file: File) => void, { isDisabled = false }: { isDisabled?: boolean } = {}) {
  const [isDropTarget, setDropTarget] = useState(false);
  // dragenter and dragleave also fire for the element's children: the target is left when the count is back to 0.
  const depth = useRef(0);
  const carriesFiles = (event: DragEvent) => !isDisabled && event.dataTransfer.types.includes('Files');
  const dropProps = {
    'data-drop-target': isDropTarget || undefined,
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDropTarget(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave() {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDropTarget(false);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      depth.current = 0;
      setDropTarget(false);
      const dropped = event.dataTransfer.files[0];
      if (dropped && !isDisabled) onFile(dropped);
    },
    onPaste(event: ClipboardEvent) {
      const pasted = event.clipboardData.files[0];
      if (!pasted || isDisabled) return;
      event.preventDefault();
      onFile(pasted);
    },
  };
  return { isDropTarget, dropProps };
}
