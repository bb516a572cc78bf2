// What the group form shows (clamped numbers, the rates' order, the description's limit, success, refusal) is its
// stories' (stories/screens/form/GroupForm.stories.tsx). This file checks what a play cannot: what the page sends to
// the server.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { createTestRuntime, logInAs, PastureTestProvider } from '../../../testing';
import { groupFormEndpoints } from './groupForm.endpoints';
import { GroupFormScreen } from './GroupFormScreen';

/** The bodies of the submits that reach the server while the test runs. */
function submits(): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  const { method, path } = groupFormEndpoints.groupFormSubmit;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      bodies.push(request.clone().json());
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return bodies;
}

describe('GroupFormScreen', () => {
  it('sends the edges of every range as typed, each number in its own field', async () => {
    const bodies = submits();
    const runtime = createTestRuntime({ debug: true });
    await logInAs(runtime, 'admin');
    render(
      <PastureTestProvider runtime={runtime}>
        <GroupFormScreen />
      </PastureTestProvider>,
    );
    for (const [name, value] of [
      ['Acquisition frame rate', '1'],
      ['Encoding frame rate', '30'],
      ['Encoding min rate', '150'],
      ['Encoding max rate', '1800'],
      ['Encoding default rate', '1800'],
    ] as const) {
      await userEvent.type(await screen.findByRole('spinbutton', { name }), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The form is submitted successfully!')).toBeInTheDocument();
    const [body] = await Promise.all(bodies);
    expect(body).toMatchObject({
      video: {
        acquisition: { frameRate: 1 },
        encoding: { frameRate: 30, rate: { min: 150, max: 1800, default: 1800 } },
      },
    });
    expect(bodies).toHaveLength(1);
  });
});
