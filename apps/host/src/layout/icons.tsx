import { createIcon } from '@mediakit/ui/Icon';

// Drawings for the host's navigation (24×24, 2px strokes, like ui's own icons): one per tool, so a collapsed
// sidebar tells every tool apart. Pure calls, so the bundler keeps only the ones in use.
export const ChatIcon = /*#__PURE__*/ createIcon('ChatIcon', [
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
]);
export const SpeakerIcon = /*#__PURE__*/ createIcon('SpeakerIcon', [
  'M11 5 6 9H2v6h4l5 4V5z',
  'M15.5 8.5a5 5 0 0 1 0 7',
  'M19 5a10 10 0 0 1 0 14',
]);
export const EraserIcon = /*#__PURE__*/ createIcon('EraserIcon', [
  'm7 21-4.3-4.3a2.4 2.4 0 0 1 0-3.4l9.6-9.6a2.4 2.4 0 0 1 3.4 0l5.6 5.6a2.4 2.4 0 0 1 0 3.4L13 21',
  'M22 21H7',
  'm5 11 9 9',
]);
export const WandIcon = /*#__PURE__*/ createIcon('WandIcon', [
  'M15 4V2',
  'M15 16v-2',
  'M8 9h2',
  'M20 9h2',
  'M17.8 11.8 19 13',
  'M17.8 6.2 19 5',
  'm3 21 9-9',
  'M12.2 6.2 11 5',
]);
export const ScanTextIcon = /*#__PURE__*/ createIcon('ScanTextIcon', [
  'M3 7V5a2 2 0 0 1 2-2h2',
  'M17 3h2a2 2 0 0 1 2 2v2',
  'M21 17v2a2 2 0 0 1-2 2h-2',
  'M7 21H5a2 2 0 0 1-2-2v-2',
  'M7 8h8',
  'M7 12h10',
  'M7 16h6',
]);
export const LayersIcon = /*#__PURE__*/ createIcon('LayersIcon', [
  'm12 2 10 5-10 5L2 7z',
  'm2 17 10 5 10-5',
  'm2 12 10 5 10-5',
]);
export const MaximizeIcon = /*#__PURE__*/ createIcon('MaximizeIcon', [
  'M8 3H5a2 2 0 0 0-2 2v3',
  'M21 8V5a2 2 0 0 0-2-2h-3',
  'M3 16v3a2 2 0 0 0 2 2h3',
  'M16 21h3a2 2 0 0 0 2-2v-3',
]);
export const PackageIcon = /*#__PURE__*/ createIcon('PackageIcon', [
  'M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7z',
  'M3.3 7 12 12l8.7-5',
  'M12 22V12',
]);
