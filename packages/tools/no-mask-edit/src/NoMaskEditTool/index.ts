export { NoMaskEditTool, type NoMaskEditToolProps } from './NoMaskEditTool';
