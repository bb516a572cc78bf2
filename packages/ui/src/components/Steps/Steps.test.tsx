import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Steps } from './Steps';

// Finished, current and waiting steps, in words as in the drawing, and a failed step are the Steps stories'. No
// story overrides one step's status over what `current` makes of it: that precedence is here.
describe('Steps', () => {
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
