import type { Server } from 'node:http';
import type { RequestHandler } from 'msw';

/** The mocks' own rules the contract server asks before a handler runs (packages/ui/src/mocks/contractServer.ts). */
export interface ContractRules {
  endpointRuleFor: (
    method: string,
    pathname: string,
  ) => { envelope: 'real' | 'debug' | 'both'; access: string; upload?: true } | undefined;
  envelopeFailBody: (
    envelope: 'real' | 'debug' | 'both',
    message: string,
    options?: { status?: number; code?: number },
  ) => Record<string, unknown>;
}

export declare const DEFAULT_BODY_LIMIT: number;
export declare const DEFAULT_UPLOAD_LIMIT: number;
export declare function parseByteSize(text: string): number | null;
export declare function loadMocks(): Promise<{
  mocks: ContractRules & {
    handlers: RequestHandler[];
    setMockDelay: (mode: 'none' | 'demo' | number) => void;
    setMockBaseUrl: (url: string) => void;
    resetMockState: () => void;
  };
  close: () => Promise<void>;
}>;
export declare function startApiServer(options: {
  handlers: RequestHandler[];
  contract: ContractRules;
  allowOrigins?: string[];
  host?: string;
  port?: number;
  bodyLimit?: number;
  uploadLimit?: number;
  requestTimeoutMs?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; server: Server; close: () => Promise<void> }>;
