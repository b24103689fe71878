/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The root package.json version, put in by vite.config.ts. */
  readonly APP_VERSION: string;
}
