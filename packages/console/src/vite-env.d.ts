/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (and optional prefix) of the API server; empty means the console's own origin. */
  readonly VITE_API_BASE_URL: string;
  /** 'true' turns debug mode on (template demo routes, debug envelope). */
  readonly VITE_DEBUG: string;
  /** 'true' answers every call with the MSW mocks. */
  readonly VITE_MOCK: string;
  /** URL of the big-screen display; empty leaves the menu entry out. */
  readonly VITE_BIG_SCREEN_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
