/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' connects every machine to the Stately inspector (development only). */
  readonly VITE_XSTATE_INSPECT?: string;
}
