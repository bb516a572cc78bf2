export declare const root: string;
export declare function freePort(): Promise<number>;
export declare function serveStatic(
  dir: string,
  options?: { spa?: boolean; readyPath?: string; timeoutMs?: number },
): Promise<{ url: string; close: () => Promise<void> }>;
