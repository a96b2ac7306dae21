export * from './plans';
export * from '../payments/testCards';
