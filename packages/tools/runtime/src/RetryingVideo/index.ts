export { RetryingVideo, retryingVideoMessages, type RetryingVideoProps } from './RetryingVideo';
export { cacheBustedUrl } from './cacheBustedUrl';
