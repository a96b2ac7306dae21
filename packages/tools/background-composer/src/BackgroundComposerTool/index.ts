export { BackgroundComposerTool, type BackgroundComposerToolProps } from './BackgroundComposerTool';
