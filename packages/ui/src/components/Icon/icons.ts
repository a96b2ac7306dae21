import { createIcon } from './createIcon';

// Every icon is a pure call, so a bundler keeps only the icons a consumer imports. Drawings: 24×24, 2px strokes.
export const CloseIcon = /*#__PURE__*/ createIcon('CloseIcon', ['M18 6 6 18', 'm6 6 12 12']);
export const MenuIcon = /*#__PURE__*/ createIcon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const ChevronDownIcon = /*#__PURE__*/ createIcon('ChevronDownIcon', ['m6 9 6 6 6-6']);
export const ChevronUpIcon = /*#__PURE__*/ createIcon('ChevronUpIcon', ['m18 15-6-6-6 6']);
export const ChevronLeftIcon = /*#__PURE__*/ createIcon('ChevronLeftIcon', ['m15 18-6-6 6-6']);
export const ChevronRightIcon = /*#__PURE__*/ createIcon('ChevronRightIcon', ['m9 18 6-6-6-6']);
export const CheckIcon = /*#__PURE__*/ createIcon('CheckIcon', ['M20 6 9 17l-5-5']);
export const MinusIcon = /*#__PURE__*/ createIcon('MinusIcon', ['M5 12h14']);
export const PlusIcon = /*#__PURE__*/ createIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);
export const CopyIcon = /*#__PURE__*/ createIcon('CopyIcon', [
  'M10 8h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z',
  'M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3',
]);
export const DownloadIcon = /*#__PURE__*/ createIcon('DownloadIcon', ['M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14']);
export const UploadIcon = /*#__PURE__*/ createIcon('UploadIcon', ['M12 15V3', 'm7 8 5-5 5 5', 'M5 21h14']);
export const ExternalLinkIcon = /*#__PURE__*/ createIcon('ExternalLinkIcon', [
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
]);
export const ImageIcon = /*#__PURE__*/ createIcon('ImageIcon', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M9 7a2 2 0 1 0 0 4a2 2 0 1 0 0 -4z',
  'm21 15-5-5L5 21',
]);
export const VideoIcon = /*#__PURE__*/ createIcon('VideoIcon', [
  'M4 6h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
  'm16 10 6-4v12l-6-4',
]);
export const AudioIcon = /*#__PURE__*/ createIcon('AudioIcon', [
  'M9 18V5l12-2v13',
  'M6 15a3 3 0 1 0 0 6a3 3 0 1 0 0 -6z',
  'M18 13a3 3 0 1 0 0 6a3 3 0 1 0 0 -6z',
]);
export const TextIcon = /*#__PURE__*/ createIcon('TextIcon', ['M4 6h16', 'M4 12h16', 'M4 18h10']);
export const SunIcon = /*#__PURE__*/ createIcon('SunIcon', [
  'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0 -8z',
  'M12 2v2',
  'M12 20v2',
  'm4.93 4.93 1.41 1.41',
  'm17.66 17.66 1.41 1.41',
  'M2 12h2',
  'M20 12h2',
  'm6.34 17.66-1.41 1.41',
  'm19.07 4.93-1.41 1.41',
]);
export const MoonIcon = /*#__PURE__*/ createIcon('MoonIcon', ['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z']);
export const SearchIcon = /*#__PURE__*/ createIcon('SearchIcon', [
  'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0 -14z',
  'm21 21-4.3-4.3',
]);
export const BellIcon = /*#__PURE__*/ createIcon('BellIcon', [
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);
export const UserIcon = /*#__PURE__*/ createIcon('UserIcon', [
  'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2',
  'M12 3a4 4 0 1 0 0 8a4 4 0 1 0 0 -8z',
]);
export const TrashIcon = /*#__PURE__*/ createIcon('TrashIcon', [
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
export const EditIcon = /*#__PURE__*/ createIcon('EditIcon', [
  'M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z',
  'm15 5 4 4',
]);
export const WarningIcon = /*#__PURE__*/ createIcon('WarningIcon', [
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3z',
  'M12 9v4',
  'M12 17h.01',
]);
export const InfoIcon = /*#__PURE__*/ createIcon('InfoIcon', [
  'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0 -20z',
  'M12 16v-4',
  'M12 8h.01',
]);
export const CheckCircleIcon = /*#__PURE__*/ createIcon('CheckCircleIcon', [
  'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0 -20z',
  'm9 12 2 2 4-4',
]);
export const ErrorIcon = /*#__PURE__*/ createIcon('ErrorIcon', [
  'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0 -20z',
  'm15 9-6 6',
  'm9 9 6 6',
]);
export const SparklesIcon = /*#__PURE__*/ createIcon('SparklesIcon', [
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
  'M19 15v4',
  'M17 17h4',
  'M5 3v4',
  'M3 5h4',
]);
export const PlayIcon = /*#__PURE__*/ createIcon('PlayIcon', ['M6 3l14 9-14 9z']);
export const StopIcon = /*#__PURE__*/ createIcon('StopIcon', [
  'M7 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
]);
export const RefreshIcon = /*#__PURE__*/ createIcon('RefreshIcon', [
  'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
  'M21 3v5h-5',
  'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
  'M8 16H3v5',
]);
export const EyeIcon = /*#__PURE__*/ createIcon('EyeIcon', [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0 -6z',
]);
export const EyeOffIcon = /*#__PURE__*/ createIcon('EyeOffIcon', [
  'M10.7 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'm2 2 20 20',
]);
