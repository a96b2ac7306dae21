// The runtime's public surface, listed by name: what tools, the host and partners build screens with.

// The client, from a provider or a prop
export { MediakitProvider, useMediakitClient, type MediakitProviderProps } from './MediakitProvider';

// The console screens' kit (provider, client, data loading, errors, confirmation) is not here: it is
// `@mediakit/tool-runtime/console` and `@mediakit/tool-runtime/confirm-dialog`, so no tool carries it.

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
export { type CreditGate, type UseCreditsResult } from './credits';

// Hooks every screen uses
export { formatMessage, useObjectUrl, useToolMessages } from './hooks';

// The parts of a tool's screen
export { withToolBoundary, type ToolBoundaryMessages, type ToolBoundaryProps } from './ToolBoundary';
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
// The engine a result names ('local', 'freepik:mystic'), as people say it.
export { engineLabel } from './engineLabel';
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

// The session (the sign-in, sign-up and password-reset forms and the credits menu are in
// `@mediakit/tool-runtime/account`, so their CSS stays out of every tool's bundle)
export { sessionStoreFor, useSession, type SessionState, type SessionStatus, type SessionStore } from './session';

// landing (#18): a capped history of outputs kept in localStorage (the landing page's mini-studio)
export { useMediaHistory, type MediaHistoryItem, type UseMediaHistoryOptions } from './history';

// What a tool keeps in the page's storage (a history, a running job), read and written without ever throwing
export { browserStorage, readStoredJson, writeStoredJson, type BrowserStorageKind } from './browserStorage';
