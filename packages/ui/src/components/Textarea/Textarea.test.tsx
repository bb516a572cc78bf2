import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormItem } from '../FormItem/FormItem';
import { renderWithProviders } from '../shared/testing';
import { Textarea } from './Textarea';

describe('Textarea', () => {
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

  it('shows no count without maxCount', () => {
    renderWithProviders(
      <FormItem label="Notes">
        <Textarea defaultValue="abc" />
      </FormItem>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^3\//)).not.toBeInTheDocument();
  });
});
