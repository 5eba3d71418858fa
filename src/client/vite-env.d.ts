/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** where the API is (default /api) */
  readonly VITE_API_BASE?: string;
  /** shown in the footer so support can tell which build an investor runs */
  readonly VITE_BUILD_ID?: string;
}

/** package.json version, set by vite.config.ts */
declare const __APP_VERSION__: string;
