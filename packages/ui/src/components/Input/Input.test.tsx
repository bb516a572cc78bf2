import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Input } from './Input';

describe('Input', () => {
  it('renders prefix and suffix around a native input that receives the ref', () => {
    let node: HTMLInputElement | null = null;
    renderWithProviders(
      <Input
        aria-label="Mobile"
        prefix={<span>+86</span>}
        suffix={<span>CN</span>}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(node).toBe(input);
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(screen.getByText('CN')).toBeInTheDocument();
  });

  it('keeps the aria-describedby it is given', () => {
    renderWithProviders(
      <>
        <span id="hint">hint</span>
        <Input aria-label="Name" aria-describedby="hint" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('hint');
  });
});
