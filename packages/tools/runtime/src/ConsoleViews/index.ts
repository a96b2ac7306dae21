// `@mediakit/tool-runtime/console-views`: the console screens' shared views (a titled section, the error block with
// Retry, a secret shown once) and styles (section, table, cells), with their own CSS. Apart from
// `@mediakit/tool-runtime/console`, which stays CSS-free (it has the reason-to-message rule, `consoleErrorMessage`),
// and from the main entry, whose CSS a console screen does not need.
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
