import './theme/themes.css';

export * from './components/Button';
export * from './components/TextArea';
export * from './components/VisuallyHidden';
export * from './theme';
