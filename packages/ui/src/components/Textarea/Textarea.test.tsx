import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormItem } from '../FormItem/FormItem';
import { renderWithProviders } from '../shared/testing';
import { Textarea } from './Textarea';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FormItem label="Profile" help="About you">
      <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxCount={10} />
    </FormItem>
  );
}

describe('Textarea', () => {
  it('is a textbox named by its FormItem label that counts as the user types', async () => {
    renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Profile' });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('About you 0 of 10 characters');
    await userEvent.type(field, 'Holstein');
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('About you 8 of 10 characters');
  });

  it('lets the text run past the limit and shows the count as over', async () => {
    renderWithProviders(<Controlled initial="Simmental" />);
    const field = screen.getByRole('textbox', { name: 'Profile' });
    await userEvent.type(field, ' cows');
    expect(field).toHaveValue('Simmental cows');
    const count = screen.getByText('14/10');
    expect(count.parentElement).toHaveAttribute('data-over', 'true');
  });

  it('counts an uncontrolled field filled through react-hook-form register', async () => {
    const onChange = vi.fn();
    function Registered() {
      const { register } = useForm({ defaultValues: { profile: 'Angus' } });
      return (
        <Textarea aria-label="Profile" maxCount={200} {...register('profile', { onChange })} />
      );
    }
    renderWithProviders(<Registered />);
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Profile' }), '!');
    expect(screen.getByText('6/200')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows no count without maxCount and takes the FormItem error', () => {
    renderWithProviders(
      <FormItem label="Notes" error="Too long">
        <Textarea defaultValue="abc" />
      </FormItem>,
    );
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too long');
    expect(screen.queryByText('3/')).not.toBeInTheDocument();
  });
});
