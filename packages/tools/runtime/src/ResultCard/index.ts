export { ResultCard, type ResultCardProps } from './ResultCard';
