export { VideoResult, type VideoResultMessages, type VideoResultProps } from './VideoResult';
