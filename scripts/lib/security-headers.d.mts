export interface SecurityHeaderOptions {
  apiOrigin?: string;
  reportUri?: string;
  styleNonce?: string;
}
export declare function apiOriginOf(apiBaseUrl: string | undefined): string;
export declare function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export declare function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
