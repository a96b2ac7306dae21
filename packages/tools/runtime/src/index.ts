export * from './MediakitProvider';
