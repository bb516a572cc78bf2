import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input';
import { renderWithProviders } from '../shared/testing';
import { FormItem } from './FormItem';

describe('FormItem', () => {
  it('gives the help back as the description once the error is gone', () => {
    const { rerender } = renderWithProviders(
      <FormItem label="Mobile" help="11 digits" error="Mobile is required">
        <Input />
      </FormItem>,
    );
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAccessibleDescription('Mobile is required');
    rerender(
      <FormItem label="Mobile" help="11 digits">
        <Input />
      </FormItem>,
    );
    expect(mobile).toHaveAccessibleDescription('11 digits');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('gives a render function its controlId as the id', () => {
    renderWithProviders(
      <FormItem label="Code" controlId="code">
        {(control) => <input {...control} />}
      </FormItem>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('id', 'code');
  });
});
