// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Dialog, DialogTrigger, Modal, type DialogProps, type DialogTriggerProps, type ModalProps } from './Dialog';
