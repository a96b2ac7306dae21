export { PromptField, type PromptFieldProps, type PromptFieldText, type PromptFieldTool } from './PromptField';
