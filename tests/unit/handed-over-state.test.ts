/**
 * The browser marks the data a server-rendered page hands over as fetched when it starts
 * (src/web/app/handed-over-state.ts): a page kept finished on the server for an hour must not make the browser
 * ask the API again at once for the data it carries.
 */
import { describe, expect, it } from 'vitest';
import { asJustFetched } from '../../src/web/app/handed-over-state';

describe('handed-over data', () => {
  it('is stamped with the time the browser starts, except data never fetched', () => {
    const state = {
      mutations: [],
      queries: [
        { queryKey: ['a'], state: { data: 1, dataUpdatedAt: 1_000 } },
        { queryKey: ['b'], state: { data: undefined, dataUpdatedAt: 0 } },
      ],
    };
    const stamped = asJustFetched(state, 5_000_000);
    expect(stamped.queries.map((q) => q.state.dataUpdatedAt)).toEqual([5_000_000, 0]);
    expect(stamped.queries[0]!.state.data).toBe(1);
  });

  it('accepts a state without queries', () => {
    expect(asJustFetched({}, 1)).toEqual({});
  });
});
