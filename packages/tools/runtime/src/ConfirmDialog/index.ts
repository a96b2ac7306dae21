export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export { type ConfirmedActionResult, useConfirmedAction } from './useConfirmedAction';
