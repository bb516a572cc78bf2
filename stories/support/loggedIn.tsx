import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import type { Role } from '@pasture/ui';
import { useSessionStore } from '@pasture/ui/internal';
import { demoAccounts } from '@pasture/ui/mocks';

/** The demo account of a role (the mocks ship one admin and one user). */
export function demoAccountOf(role: Role) {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`demoAccounts must hold a ${role} account.`);
  return account;
}

/** Logs a demo account in through the mocked login before its children render (the preview starts logged out). */
export function LoggedIn({ role, children }: { role: Role; children: ReactNode }) {
  const store = useSessionStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const { mobile, password } = demoAccountOf(role);
    void store.login({ mobile, password }).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [store, role]);
  return ready ? <>{children}</> : null;
}

/** A decorator that renders the story only once the demo account of `role` is logged in. */
export function withLoggedIn(role: Role = 'admin'): Decorator {
  return function LoggedInDecorator(Story) {
    return (
      <LoggedIn role={role}>
        <Story />
      </LoggedIn>
    );
  };
}
