export { ProductVideoTool, type ProductVideoToolProps } from './ProductVideoTool';
