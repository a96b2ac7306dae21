export { BackgroundComposer, type BackgroundComposerProps } from './BackgroundComposer';
