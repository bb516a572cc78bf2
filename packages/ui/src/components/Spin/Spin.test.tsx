import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Spin } from './Spin';

describe('Spin', () => {
  it('is a status named "Loading" by default, or by its tip', () => {
    const { rerender } = renderWithProviders(<Spin />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Spin tip="Fetching farms" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching farms');
  });

  it('makes wrapped content busy and inert while spinning', () => {
    const { rerender } = renderWithProviders(
      <Spin>
        <button type="button">Reload</button>
      </Spin>,
    );
    // happy-dom does not model `inert`; the story checks in Chromium that focus cannot reach the content.
    const busy = screen.getByRole('button', { name: 'Reload' }).closest('[aria-busy="true"]');
    expect(busy).toHaveAttribute('inert');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    rerender(
      <Spin spinning={false}>
        <button type="button">Reload</button>
      </Spin>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
