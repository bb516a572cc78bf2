import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Steps } from './Steps';

const items = [
  { title: 'Commit' },
  { title: 'Approval', description: 'In approval' },
  { title: 'Finish' },
];

describe('Steps', () => {
  it('marks finished, current and waiting steps, in words as well as drawing', () => {
    renderWithProviders(<Steps aria-label="Approval process" items={items} current={1} />);
    const list = screen.getByRole('list', { name: 'Approval process' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Commit (Completed)',
      '2Approval (In progress)In approval',
      '3Finish (Waiting)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('shows a failed current step and per-step overrides', () => {
    renderWithProviders(
      <Steps
        items={[{ title: 'Upload' }, { title: 'Check', status: 'wait' }, { title: 'Publish' }]}
        current={2}
        status="error"
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Upload (Completed)',
      '2Check (Waiting)',
      'Publish (Failed)',
    ]);
  });
});
