export { RetryingVideo, retryingVideoMessages, videoPlayerClassName, type RetryingVideoProps } from './RetryingVideo';
export { cacheBustedUrl } from './cacheBustedUrl';
