import type { Server } from 'node:http';
import type { RequestHandler } from 'msw';

export declare function loadMocks(): Promise<{
  mocks: {
    handlers: RequestHandler[];
    setMockDelay: (mode: 'none' | 'demo' | number) => void;
  };
  close: () => Promise<void>;
}>;
export declare function startApiServer(options: {
  handlers: RequestHandler[];
  allowOrigins?: string[];
  host?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; server: Server; close: () => Promise<void> }>;
