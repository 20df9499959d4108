/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where mobile user agents are sent (SPEC.md section 7); unset means no redirect. */
  readonly VITE_MOBILE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
