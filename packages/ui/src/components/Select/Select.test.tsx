import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormItem } from '../FormItem/FormItem';
import { renderWithProviders } from '../shared/testing';
import { Select, type SelectOption } from './Select';

const breeds: SelectOption[] = [
  { value: 'holstein', label: 'Holstein' },
  { value: 'simmental', label: 'Simmental' },
  { value: 'angus', label: 'Angus', disabled: true },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FormItem label="Breed" required help="Main breed of the herd">
      <Select
        options={breeds}
        value={value}
        placeholder="Choose a breed"
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </FormItem>
  );
}

describe('Select', () => {
  it('is a combobox named by its FormItem label, showing the placeholder', () => {
    renderWithProviders(<Controlled onValueChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(select).toHaveTextContent('Choose a breed');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveAccessibleDescription('Main breed of the herd');
  });

  it('opens a listbox from the keyboard and chooses an option', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<Controlled onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Breed' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Angus' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Simmental' }));
    expect(onValueChange).toHaveBeenCalledWith('simmental');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(select).toHaveTextContent('Simmental');
    expect(select).toHaveFocus();
  });

  it('shows the FormItem error as its description and marks itself invalid', () => {
    renderWithProviders(
      <FormItem label="Breed" error="Please choose a breed">
        <Select options={breeds} value="" placeholder="Choose a breed" />
      </FormItem>,
    );
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a breed');
  });

  it('passes the ref to the trigger and can be disabled', () => {
    let node: HTMLButtonElement | null = null;
    renderWithProviders(
      <Select
        aria-label="Breed"
        options={breeds}
        defaultValue="holstein"
        disabled
        ref={(element) => {
          node = element;
        }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(node).toBe(select);
    expect(select).toBeDisabled();
    expect(select).toHaveTextContent('Holstein');
  });
});
