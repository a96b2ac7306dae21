export { LiveRegion, type LiveRegionProps } from './LiveRegion';
