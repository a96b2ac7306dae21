export { NoMaskEditTool, type NoMaskEditToolProps } from './NoMaskEditTool';
export { useNoMaskEdit, type NoMaskEditToolResult, type UseNoMaskEditOptions } from './useNoMaskEdit';
export type { NoMaskEditSize, NoMaskEditValues } from './noMaskEditForm';
export { noMaskEditMessages, type NoMaskEditMessages } from './messages';
