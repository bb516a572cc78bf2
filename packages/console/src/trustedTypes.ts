/**
 * Trusted Types (docs/decisions/020-contract-server-production-e2e-csp.md). The recommended CSP
 * (`scripts/lib/security-headers.mjs`) carries `require-trusted-types-for 'script'; trusted-types default`: the
 * browser refuses a plain string at every DOM sink that turns text into markup or script (`innerHTML`, a script's
 * `src`, `eval`…) unless the page's one allowed policy, `default`, lets it through.
 *
 * The console and the library write no markup from strings (ESLint forbids it). The one dependency that does is
 * nprogress: its bar is a fixed template written with `innerHTML`. The default policy lets exactly the templates it is
 * given through and throws for any other string, so markup that arrived as data can never reach such a sink, even
 * through a dependency. Scripts and script URLs from strings are not allowed at all (the policy has no rule for them).
 * Browsers without Trusted Types ignore the directives; there `factory` is undefined and nothing is installed.
 */

/** The part of the browser's `TrustedTypePolicyFactory` this module uses (not in TypeScript's DOM types yet). */
export interface TrustedTypesFactory {
  readonly defaultPolicy: unknown;
  createPolicy(
    name: 'default',
    rules: { createHTML: (input: string) => string },
  ): { createHTML: (input: string) => unknown };
}

export class RefusedMarkupError extends TypeError {
  constructor(input: string) {
    super(
      `Trusted Types: refused markup from a string that is not one of the console's fixed templates (${input.length} characters).`,
    );
    this.name = 'RefusedMarkupError';
  }
}

/**
 * Installs the `default` policy allowing `allowedMarkup` exactly. Returns false when the browser has no Trusted Types
 * or a default policy already exists (a second call, e.g. after a hot reload, keeps the first).
 */
export function installTrustedTypesPolicy(
  allowedMarkup: readonly string[],
  factory: TrustedTypesFactory | undefined = (globalThis as { trustedTypes?: TrustedTypesFactory })
    .trustedTypes,
): boolean {
  if (!factory || factory.defaultPolicy) return false;
  const allowed = new Set(allowedMarkup);
  factory.createPolicy('default', {
    createHTML: (input) => {
      if (allowed.has(input)) return input;
      throw new RefusedMarkupError(input);
    },
  });
  return true;
}
