// `@mediakit/console-kit/views`: the console screens' shared views (a titled section, the error block with Retry, a
// secret shown once, a grid of stat tiles, page navigation shown when there is more than one page) and styles
// (section, table, cells), with their own CSS. Apart from the kit's main entry, which has no CSS of its own (it has
// the reason-to-message rule, `consoleErrorMessage`).
export {
  ConsoleErrorState,
  ConsolePagination,
  ConsolePanel,
  ConsoleSecretOnce,
  ConsoleSection,
  ConsoleStatTiles,
  type ConsoleErrorStateProps,
  type ConsolePanelProps,
  type ConsoleSecretOnceProps,
  type ConsoleSecretOnceText,
  type ConsoleSectionProps,
  type ConsoleStatTile,
  type ConsoleStatTilesProps,
} from './ConsoleViews';

export * as consoleStyles from './ConsoleViews.css';
