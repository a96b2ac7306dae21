export { editToolFailure, editToolMessages, type EditToolMessages } from './editTool';
