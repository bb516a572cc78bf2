import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Select, type SelectOption } from './Select';

const breeds: SelectOption[] = [
  { value: 'holstein', label: 'Holstein' },
  { value: 'simmental', label: 'Simmental' },
  { value: 'angus', label: 'Angus', disabled: true },
];

describe('Select', () => {
  it('passes the ref to the trigger', () => {
    let node: HTMLButtonElement | null = null;
    renderWithProviders(
      <Select
        aria-label="Breed"
        options={breeds}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Breed' });
    expect(node).toBe(select);
  });
});
