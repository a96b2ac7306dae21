export { StoredPathJson, type StoredPathJsonProps } from './StoredPathJson';
