export { AlignmentPicker, type AlignmentPickerProps } from './AlignmentPicker';
export { alignAfterKey } from './alignmentNavigation';
export { alignmentLabels } from './alignmentLabels';
