export { RecentImages, type RecentImagesProps } from './RecentImages';
