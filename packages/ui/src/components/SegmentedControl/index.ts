export { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './SegmentedControl';
