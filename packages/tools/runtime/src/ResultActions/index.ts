export {
  ResultActions,
  resultActionsMessages,
  type ResultActionsMessages,
  type ResultActionsProps,
} from './ResultActions';
