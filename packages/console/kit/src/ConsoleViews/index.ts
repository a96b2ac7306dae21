// `@mediakit/console-kit/views`: the console screens' shared views (a titled section, the error block with Retry, a
// secret shown once) and styles (section, table, cells), with their own CSS. Apart from the kit's main entry, which has
// no CSS of its own (it has the reason-to-message rule, `consoleErrorMessage`).
export {
  ConsoleErrorState,
  ConsolePanel,
  ConsoleSecretOnce,
  ConsoleSection,
  type ConsoleErrorStateProps,
  type ConsolePanelProps,
  type ConsoleSecretOnceProps,
  type ConsoleSecretOnceText,
  type ConsoleSectionProps,
} from './ConsoleViews';

export * as consoleStyles from './ConsoleViews.css';
