import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createPastureRuntime, PastureProvider } from '@pasture/ui';
import { PageErrorBoundary } from './PageErrorBoundary';

let broken = true;
function Page() {
  if (broken) throw new Error('The page broke while rendering.');
  return <h1>Herd list</h1>;
}

function renderAt(resetKey: string) {
  return (
    <PastureProvider runtime={createPastureRuntime({ locale: 'en-US' })}>
      <PageErrorBoundary resetKey={resetKey}>
        <Page />
      </PageErrorBoundary>
    </PastureProvider>
  );
}

describe('PageErrorBoundary', () => {
  it('shows the fallback in place of a page that throws, and the page again after navigating', async () => {
    // React reports the caught error; the boundary is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { rerender } = render(renderAt('a'));
    expect(await screen.findByRole('heading', { name: 'This page stopped working' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();

    broken = false;
    rerender(renderAt('b'));
    expect(screen.getByRole('heading', { name: 'Herd list' })).toBeVisible();
  });

  it('shows the page again on Try again once it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(renderAt('a'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'This page stopped working' })).toBeVisible();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Herd list' })).toBeVisible();
  });
});
