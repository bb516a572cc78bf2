import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * How a page reports that it holds unsaved input to whatever frames it (the console's tab bar asks before closing
 * or reloading such a tab). A contract of its own, below both the shell and the screens, so a screen's form can
 * report without knowing which shell part listens.
 */
export type UnsavedChangesReporter = (dirty: boolean) => void;

const UnsavedChangesContext = createContext<UnsavedChangesReporter | null>(null);
UnsavedChangesContext.displayName = 'UnsavedChangesContext';

/** Props of `UnsavedChangesScope`: where reports go, and the page that makes them. */
export interface UnsavedChangesScopeProps {
  /** Receives the page's reports; called again whenever the dirty state changes. */
  onChange: UnsavedChangesReporter;
  /** The page whose forms report with `useUnsavedChanges`. */
  children?: ReactNode;
}

/** Collects the unsaved-input reports of the page inside (the tab bar's `TabScope` is one). */
export function UnsavedChangesScope({ onChange, children }: UnsavedChangesScopeProps) {
  return (
    <UnsavedChangesContext.Provider value={onChange}>{children}</UnsavedChangesContext.Provider>
  );
}

/**
 * Marks the calling page as holding unsaved input while `dirty` is true (e.g. react-hook-form's
 * `formState.isDirty`), so its frame can ask before throwing the input away. A no-op outside an
 * `UnsavedChangesScope`.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report?.(dirty);
    // No cleanup: a hidden (kept-alive) page runs its effect cleanups but keeps its input. The scope clears the
    // mark when the page really unmounts.
  }, [report, dirty]);
}
