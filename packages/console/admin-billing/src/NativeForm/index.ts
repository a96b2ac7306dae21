export { NativeField, type NativeFieldProps } from './NativeForm';
