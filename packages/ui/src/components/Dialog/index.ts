export { Dialog, DialogTrigger, Modal, type DialogProps, type DialogTriggerProps, type ModalProps } from './Dialog';
