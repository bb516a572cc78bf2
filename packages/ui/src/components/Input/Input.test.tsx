import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('focuses the input when the decorative prefix is pressed', async () => {
    renderWithProviders(<Input aria-label="Mobile" prefix={<span>+86</span>} />);
    await userEvent.click(screen.getByText('+86'));
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
  });

  it('marks an explicit error state and merges describedby ids', () => {
    renderWithProviders(
      <>
        <span id="hint">hint</span>
        <Input aria-label="Name" aria-invalid aria-describedby="hint" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('hint');
  });
});
