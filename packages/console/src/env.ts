/** The console's build-time configuration (see .env, .env.demo, .env.production and README.md). */
export interface ConsoleEnv {
  /** API origin (and optional path prefix); '' is the console's own origin. */
  apiBaseUrl: string;
  /** Debug mode: template demo pages, debug envelope and Bearer header (contract §2, §7). */
  debug: boolean;
  /** URL of the big-screen display, or undefined to leave the entry out. */
  bigScreenUrl: string | undefined;
}

export const consoleEnv: ConsoleEnv = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL.trim(),
  debug: import.meta.env.VITE_DEBUG === 'true',
  bigScreenUrl: import.meta.env.VITE_BIG_SCREEN_URL.trim() || undefined,
};
