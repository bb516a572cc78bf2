import { describe, expect, it } from 'vitest';
import { moveColumn } from './columnOrder';

describe('moveColumn', () => {
  const order = ['tag', 'breed', 'weight', 'status'];

  it('moves a column one place up or down', () => {
    expect(moveColumn(order, 'weight', -1)).toEqual(['tag', 'weight', 'breed', 'status']);
    expect(moveColumn(order, 'tag', 1)).toEqual(['breed', 'tag', 'weight', 'status']);
  });

  it('leaves the order alone at the ends and for an unknown column, without touching the input', () => {
    expect(moveColumn(order, 'tag', -1)).toEqual(order);
    expect(moveColumn(order, 'status', 1)).toEqual(order);
    expect(moveColumn(order, 'missing', 1)).toEqual(order);
    expect(order).toEqual(['tag', 'breed', 'weight', 'status']);
  });
});
