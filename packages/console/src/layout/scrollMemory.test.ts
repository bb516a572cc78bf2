import { describe, expect, it, vi } from 'vitest';
import { createScrollMemory } from './scrollMemory';

function fakeWindow() {
  const view = { scrollY: 0, scrollTo: vi.fn((_x: number, y: number) => (view.scrollY = y)) };
  return view;
}

describe('scroll memory of kept tabs', () => {
  it('brings a page back to where it was left', () => {
    const view = fakeWindow();
    const memory = createScrollMemory(view as unknown as Window);
    memory.track('workplace');
    view.scrollY = 640;
    memory.saveCurrent();
    view.scrollY = 0;
    memory.track('userSetting');
    memory.restore('workplace');
    expect(view.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('notes nothing for an untracked page and forgets closed tabs', () => {
    const view = fakeWindow();
    const memory = createScrollMemory(view as unknown as Window);
    memory.track(null);
    view.scrollY = 300;
    memory.saveCurrent();
    memory.restore('workplace');
    expect(view.scrollTo).not.toHaveBeenCalled();

    memory.track('workplace');
    memory.saveCurrent();
    memory.retain(['userSetting']);
    memory.restore('workplace');
    expect(view.scrollTo).not.toHaveBeenCalled();
  });
});
