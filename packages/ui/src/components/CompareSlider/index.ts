export {
  CompareSlider,
  compareSliderMessages,
  type CompareSliderMessages,
  type CompareSliderProps,
} from './CompareSlider';
