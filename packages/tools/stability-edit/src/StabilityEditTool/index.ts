export { StabilityEditTool, type StabilityEditToolProps } from './StabilityEditTool';
