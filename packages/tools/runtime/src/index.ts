// The runtime's public surface, listed by name: what tools, the host and partners build screens with.

// The client, from a provider or a prop
export { MediakitProvider, useMediakitClient, type MediakitProviderProps } from './MediakitProvider';

// The console screens' kit (provider, client, data loading, errors, confirmation) is `@mediakit/console-kit`.

// A tool's props and its run
export type { MediaResult, SharedPartsMessages, ToolOptions, ToolViewProps } from './toolProps';
export { sharedMessagesWithBuyCredits } from './toolProps';
export {
  loadResumableTask,
  polledJob,
  saveResumableTask,
  statusText,
  defineTool,
  useTool,
  type Cancellation,
  type DeliveredResult,
  type FieldProps,
  type PolledJob,
  type ResultDeliveryProps,
  type ResumableTask,
  type RunOrigin,
  type RunUpdate,
  type StatusWording,
  type ToolPhase,
  type Tool,
  type ToolDefinition,
  type Wording,
  type ToolRunState,
} from './run';
export {
  catalogueFailureMessages,
  catalogueFailureReasons,
  failureMessage,
  type CatalogueFailureMessages,
  type FailureText,
  type FailureWording,
} from './failure';
// The words and failures the prompt-edit tools (no-mask edit, single image edit) share
export { editToolFailure, editToolMessages, type EditToolMessages } from './editTool';

// Credits
// The balance of a client, or of the provided one (undefined without either): the top bar's credits menu and the
// console screens show the figure every tool shows
export { useProvidedCredits, type CreditGate, type UseCreditsResult } from './credits';

// Hooks every screen uses
export { formatMessage, useFileDrop, useObjectUrl, useToolMessages } from './hooks';

// The parts of a tool's screen
export { withToolBoundary, type ToolBoundaryMessages, type ToolBoundaryProps } from './ToolBoundary';
// The style-less error boundary under the tools' boxes and the console kit's
export { ResettableBoundary, type ResettableBoundaryProps } from './ToolBoundary/ResettableBoundary';
export {
  ToolLayout,
  type ToolLayoutMessages,
  type ToolLayoutProps,
  type ToolLayoutRun,
  type ToolLayoutTool,
  type ToolView,
} from './ToolLayout';
export { ToolFrame, type ToolFrameProps } from './ToolFrame';
export { type ToolStatusMessages, type ToolStatusProps } from './ToolStatus';
export { PromptField, type PromptFieldProps, type PromptFieldText, type PromptFieldTool } from './PromptField';
export { type CostBadgeMessages, type CostBadgeProps } from './CostBadge';
export {
  UploadField,
  isHttpUrl,
  type UploadFieldMessages,
  type UploadFieldProps,
  type UploadFieldText,
  type UploadFieldTool,
  type UploadRejection,
  type UploadRule,
} from './UploadField';
export { ResultActions, type ResultActionsMessages, type ResultActionsProps } from './ResultActions';
export { RetryingVideo, videoPlayerClassName, type RetryingVideoProps } from './RetryingVideo';
export { VideoResult, type VideoResultMessages, type VideoResultProps } from './VideoResult';
// The looks tools share, as class names: a muted note, a wrapping row, settings in columns, a framed panel or image
export {
  compactSettingsGridClassName,
  framedImageClassName,
  inlineRowClassName,
  noteClassName,
  panelClassName,
  settingsGridClassName,
} from './toolStyles';

// The session (the sign-in, sign-up and password-reset forms are `@mediakit/tool-account/sign-in`, the credits menu
// `@mediakit/tool-account/credits-menu`, so their CSS stays out of every tool's bundle)
export { useSession, type SessionState, type SessionStatus, type SessionStore } from './session';

// What a tool keeps in the page's storage (a history, a running job), read and written without ever throwing
export { browserStorage, readStoredJson, writeStoredJson, type BrowserStorageKind } from './browserStorage';
