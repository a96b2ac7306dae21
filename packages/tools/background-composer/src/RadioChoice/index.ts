export { RadioChoice, type RadioChoiceProps } from './RadioChoice';
