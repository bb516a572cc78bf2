import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, useEffect, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Alert, Button, useSession } from '@pasture/ui';
import { useSessionStore } from '@pasture/ui/internal';
import type { Role } from '@pasture/ui';
import { Permission, type PermissionRoles } from '@pasture/ui';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

/** Shows what a render error said instead of unmounting the story, as a page-level boundary would. */
class ErrorBoundary extends Component<{ children?: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) return <Alert type="error">{this.state.error.message}</Alert>;
    return this.props.children;
  }
}

interface PermissionHarnessProps {
  /** The role the session is switched to before the guarded content renders. */
  role: Role;
  /** Passed to `<Permission roles>` as is (the invalid-roles story passes a string). */
  roles: PermissionRoles;
  /** Passed to `<Permission fallback>`. */
  fallback?: ReactNode;
}

/** Logs the (anonymous) preview session in with `role`, then renders a guarded "Delete farm" action. */
function PermissionHarness({ role, roles, fallback }: PermissionHarnessProps) {
  const session = useSessionStore();
  const { role: current } = useSession();
  useEffect(() => session.setRole(role), [session, role]);
  // The guarded part waits for the role to land, so no story ever sees the anonymous first render.
  if (current !== role) return null;
  return (
    <div style={{ display: 'grid', gap: 12, padding: 24, maxWidth: 360 }}>
      <p style={{ margin: 0 }}>{sample('Role: {role}', { role: current })}</p>
      <ErrorBoundary>
        <Permission roles={roles} fallback={fallback}>
          <Button variant="danger">{sample('Delete farm')}</Button>
        </Permission>
      </ErrorBoundary>
    </div>
  );
}

const meta = {
  title: 'Shell/Permission',
  component: PermissionHarness,
  decorators: [withSamples],
  args: { role: 'admin', roles: ['admin'] },
  parameters: {
    // The story's harness sets the part up (a session, a settings store); the props table is the part's own.
    pastureDocs: { propsOf: { name: 'Permission', component: Permission } },
    docs: {
      description: {
        component: usage({
          when: 'Showing content only to the roles allowed to see it.',
          do: ['Give a fallback where the absence would confuse.'],
          dont: ['Use it as security: the server decides.'],
          content: 'No text of its own.',
        }),
      },
    },
  },
} satisfies Meta<typeof PermissionHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees an admin-only action. */
export const Allowed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sample('Role: {role}', { role: 'admin' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample('Delete farm') })).toBeVisible();
  },
};

/** '*' admits any logged-in role. */
export const AnyRole: Story = {
  args: { role: 'user', roles: ['*'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sample('Role: {role}', { role: 'user' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample('Delete farm') })).toBeVisible();
  },
};

/** A user does not see an admin-only action: nothing is rendered in its place. */
export const Denied: Story = {
  args: { role: 'user' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sample('Role: {role}', { role: 'user' }))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: sample('Delete farm') }),
    ).not.toBeInTheDocument();
  },
};

/** A denied role sees the fallback when one is given. */
export const DeniedWithFallback: Story = {
  args: {
    role: 'user',
    fallback: <Alert type="info">Only administrators can delete a farm.</Alert>,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(sample('Only administrators can delete a farm.')),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: sample('Delete farm') }),
    ).not.toBeInTheDocument();
  },
};

/** `roles` must be an array (contract §5): a string is a programming error and fails loudly. */
export const InvalidRoles: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { roles: 'admin' as unknown as PermissionRoles },
  // React reports the caught render error on the console; that report is this story's expected outcome, not a
  // problem, so it is kept out of the console the runners watch. Every other message still gets through.
  beforeEach() {
    /* eslint-disable no-console -- filters one expected report; everything else still reaches the console */
    const original = console.error;
    console.error = (...args: unknown[]) => {
      if (
        args.some((arg) => String(arg instanceof Error ? arg.message : arg).includes('need roles'))
      )
        return;
      original(...args);
    };
    return () => {
      console.error = original;
    };
    /* eslint-enable no-console */
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('need roles! Like <Permission roles={["admin"]}>'),
    );
    await expect(
      canvas.queryByRole('button', { name: sample('Delete farm') }),
    ).not.toBeInTheDocument();
  },
};
