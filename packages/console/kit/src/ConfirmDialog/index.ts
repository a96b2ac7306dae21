export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmedActionDialog, type ConfirmedActionDialogProps } from './ConfirmedActionDialog';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export type { ConfirmedActionResult } from './useConfirmedAction';
export { useRemovalConfirmation } from './useRemovalConfirmation';
