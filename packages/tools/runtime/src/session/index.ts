export { useSession, sessionStoreFor } from './useSession';
export {
  createSessionStore,
  storedUserKey,
  type SessionState,
  type SessionStatus,
  type SessionStore,
} from './sessionStore';
