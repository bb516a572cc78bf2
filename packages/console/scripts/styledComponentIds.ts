import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `styled.x\``, `styled(X)\`` and their `.attrs(…)` forms in transformed (TypeScript-free) code. The tag or the
 * wrapped component may hold one level of nested calls (`styled(forwardRef(…))`).
 */
const STYLED_CALL =
  /\bstyled(\.[A-Za-z][\w]*|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))(?=\s*(?:`|\.attrs\s*\())/g;

/**
 * Gives every styled component of the workspace's sources a stable `componentId` from its file and position, as
 * babel-plugin-styled-components does. Without it styled-components numbers components in the order they are
 * created, which differs between the build-time prerender (one Node bundle) and the browser (chunks evaluated as
 * routes load), so the prerendered class names would not match the ones the browser computes when hydrating.
 * `root` is the workspace root: ids derive from paths relative to it, the same in every build.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'pasture:styled-component-ids',
    transform(code, id) {
      const [file = id] = id.split('?');
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled'))
        return null;
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (relative.startsWith('..')) return null;
      const prefix = `p${createHash('sha1').update(relative).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`;
      let index = 0;
      let changed = false;
      const next = code.replace(STYLED_CALL, (match) => {
        changed = true;
        index += 1;
        return `${match}.withConfig({ componentId: "${prefix}-${index}" })`;
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}
