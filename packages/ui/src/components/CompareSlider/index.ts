// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export {
  CompareSlider,
  compareSliderMessages,
  type CompareSliderMessages,
  type CompareSliderProps,
} from './CompareSlider';
