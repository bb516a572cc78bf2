import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is one busy "Loading" status while loading, then the content', () => {
    const { rerender } = renderWithProviders(
      <Skeleton>
        <p>Farm list</p>
      </Skeleton>,
    );
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Farm list')).not.toBeInTheDocument();

    rerender(
      <Skeleton loading={false}>
        <p>Farm list</p>
      </Skeleton>,
    );
    expect(screen.getByText('Farm list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
