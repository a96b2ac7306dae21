/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin, e.g. https://api.example.com (default: the origin the host is served from). */
  readonly VITE_MEDIAKIT_API_URL?: string;
  /** 'fake' runs the host on the in-memory fake backend (`pnpm start:demo`). */
  readonly VITE_MEDIAKIT_BACKEND?: 'fake';
}
