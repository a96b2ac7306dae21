export { AvatarTool, type AvatarToolProps } from './AvatarTool';
