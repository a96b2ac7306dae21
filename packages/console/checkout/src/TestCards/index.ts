export { TestCards, type TestCardsProps } from './TestCards';
