export * from './MediakitProvider';
export * from './hooks';
export * from './LiveRegion';
export * from './RetryingVideo';
