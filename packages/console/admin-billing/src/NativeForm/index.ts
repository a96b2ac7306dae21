export { FormDialog, NativeField, type NativeFieldProps } from './NativeForm';
