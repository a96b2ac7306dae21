export {
  BeforeAfterResult,
  type BeforeAfterOutput,
  type BeforeAfterResultProps,
  type BeforeAfterVariations,
} from './BeforeAfterResult';
