/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin, e.g. https://api.example.com. Without it the host runs on the fake client. */
  readonly VITE_MEDIAKIT_API_URL?: string;
}
