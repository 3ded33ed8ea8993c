/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_KZ?: string;
  readonly VITE_API_BASE_RU?: string;
  readonly VITE_API_ENV?: string;
}
