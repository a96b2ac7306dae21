export {
  BeforeAfterResult,
  type BeforeAfterOutput,
  type BeforeAfterResultProps,
  type BeforeAfterText,
  type BeforeAfterVariations,
} from './BeforeAfterResult';
