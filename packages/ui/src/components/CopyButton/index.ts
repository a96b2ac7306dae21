export { CopyButton, type CopyButtonProps, type CopyState } from './CopyButton';
