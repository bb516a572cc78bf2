// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rulesHit, warmUpEslint } from './support/eslintRules';

/**
 * The layer rules of eslint.config.js (docs/decisions/016-feature-registration-and-boundaries.md), checked against
 * deliberately wrong imports: if a rule is dropped or a zone stops matching, these fail.
 */
warmUpEslint();

describe('layer boundaries', () => {
  it.each([
    [
      'a primitive importing a shell part',
      'packages/ui/src/components/Button/Wrong.tsx',
      "import { Navbar } from '../../shell/Navbar';\nexport const wrong = Navbar;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'core importing a screen',
      'packages/ui/src/runtime/Wrong.tsx',
      "import { LoginForm } from '../screens/login/components/LoginForm';\nexport const wrong = LoginForm;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a screen importing another screen',
      'packages/ui/src/screens/user/Wrong.tsx',
      "import { WorkplaceScreen } from '../dashboard/workplace/WorkplaceScreen';\nexport const wrong = WorkplaceScreen;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a screen importing shell internals',
      'packages/ui/src/screens/user/Wrong.tsx',
      "import { TabScope } from '../../shell/TabBar/TabsProvider';\nexport const wrong = TabScope;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a screen importing the mocks',
      'packages/ui/src/screens/user/Wrong.tsx',
      "import { demoAccounts } from '../../mocks/auth/auth.fixtures';\nexport const wrong = demoAccounts;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the library importing the router',
      'packages/ui/src/screens/user/Wrong.tsx',
      "import { useNavigate } from 'react-router';\nexport const wrong = useNavigate;\n",
      'no-restricted-imports',
    ],
    [
      'a shell part styling a Radix popup instead of the primitive',
      'packages/ui/src/shell/Navbar/Wrong.tsx',
      "import * as Popover from '@radix-ui/react-popover';\nexport const wrong = Popover;\n",
      'no-restricted-imports',
    ],
    [
      'the console reaching into the library files',
      'packages/console/src/routes/Wrong.tsx',
      "import { Button } from '../../../ui/src/components/Button';\nexport const wrong = Button;\n",
      'import-x/no-restricted-paths',
    ],
  ])('refuses %s', async (_case, file, code, rule) => {
    const found = await rulesHit(file, code);
    expect(
      found.some((problem) => problem.startsWith(`${rule}:`)),
      found.join('\n'),
    ).toBe(true);
  });

  it.each([
    [
      'a screen using core and primitives',
      'packages/ui/src/screens/user/Fine.tsx',
      "import { Button } from '../../components/Button';\nimport { useUnsavedChanges } from '../../routing/unsavedChanges';\nexport const fine = [Button, useUnsavedChanges];\n",
    ],
    [
      "a feature's handlers using the mock helpers",
      'packages/ui/src/screens/user/fine.handlers.ts',
      "import { mockRoute } from '../../mocks/route';\nexport const fine = mockRoute;\n",
    ],
    [
      'a primitive wrapping a Radix popup',
      'packages/ui/src/components/Popover/Fine.tsx',
      "import * as Popover from '@radix-ui/react-popover';\nexport const fine = Popover;\n",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await rulesHit(file, code)).toEqual([]);
  });
});
