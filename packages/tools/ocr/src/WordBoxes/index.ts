export { WordBoxes, type WordBoxesProps } from './WordBoxes';
