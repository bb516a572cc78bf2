import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  MAX_PAGE_SIZE,
  readSearchTableState,
  searchOf,
  type SearchTableState,
} from './searchTable.params';
import {
  CONTENT_TYPES,
  FILTER_TYPES,
  POLICY_SORT_FIELDS,
  POLICY_STATUSES,
  isContentType,
  isFilterType,
  isPolicySortField,
  isPolicyStatus,
} from './searchTable.types';

describe('the search table URL', () => {
  it('is empty for the default view, and the default view is page 1 of 10 rows', () => {
    expect(readSearchTableState('')).toEqual({ params: DEFAULT_LIST_PARAMS, view: null });
    expect(searchOf({ params: DEFAULT_LIST_PARAMS, view: null })).toBe('');
  });

  it('reads filters, sort, page, page size and the open details', () => {
    const state = readSearchTableState(
      '?number=2600&name=%E7%89%A7%E8%8D%89&contentType=img&filterType=rules&status=online' +
        '&createdFrom=2026-11-01&createdTo=2026-11-20&sort=count&order=desc&current=3&pageSize=20' +
        '&view=260001',
    );
    expect(state).toEqual({
      params: {
        number: '2600',
        name: '牧草',
        contentType: 'img',
        filterType: 'rules',
        status: 'online',
        createdFrom: '2026-11-01',
        createdTo: '2026-11-20',
        sort: { field: 'count', order: 'desc' },
        current: 3,
        pageSize: 20,
      },
      view: '260001',
    });
  });

  it('drops or clamps nonsense instead of failing', () => {
    const { params, view } = readSearchTableState(
      '?current=abc&pageSize=99999&status=bogus&contentType=pdf&filterType=&sort=secret' +
        '&createdFrom=2026-02-30&createdTo=yesterday&view=DROP%20TABLE',
    );
    expect(params).toEqual({ ...DEFAULT_LIST_PARAMS, pageSize: MAX_PAGE_SIZE });
    expect(view).toBeNull();
    expect(readSearchTableState('?current=-2&pageSize=0').params).toMatchObject({
      current: 1,
      pageSize: 10,
    });
    expect(readSearchTableState('?current=2.5&pageSize=1e3').params).toMatchObject({
      current: 1,
      pageSize: 10,
    });
  });

  it('reads a range given backwards as the days between, and a sort without order as ascending', () => {
    const { params } = readSearchTableState(
      '?createdFrom=2026-11-20&createdTo=2026-11-01&sort=name&order=sideways',
    );
    expect(params).toMatchObject({
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
      sort: { field: 'name', order: 'asc' },
    });
  });

  it('trims text filters and cuts them at 50 characters', () => {
    const { params } = readSearchTableState(
      `?name=${encodeURIComponent(`  ${'牛'.repeat(80)}  `)}`,
    );
    expect(params.name).toBe('牛'.repeat(50));
  });

  it('never fails and always yields a valid view, whatever the query string', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'number',
            'name',
            'contentType',
            'filterType',
            'status',
            'createdFrom',
            'createdTo',
            'sort',
            'order',
            'current',
            'pageSize',
            'view',
            'other',
          ),
          fc.string(),
        ),
        (entries) => {
          const { params } = readSearchTableState(new URLSearchParams(entries).toString());
          expect(Number.isInteger(params.current) && params.current >= 1).toBe(true);
          expect(params.pageSize >= 1 && params.pageSize <= MAX_PAGE_SIZE).toBe(true);
          expect(params.contentType === null || isContentType(params.contentType)).toBe(true);
          expect(params.filterType === null || isFilterType(params.filterType)).toBe(true);
          expect(params.status === null || isPolicyStatus(params.status)).toBe(true);
          expect(params.sort === null || isPolicySortField(params.sort.field)).toBe(true);
          if (params.createdFrom && params.createdTo) {
            expect(params.createdFrom <= params.createdTo).toBe(true);
          }
        },
      ),
    );
  });

  it('gives back exactly the view it wrote (a shared link shows the same table)', () => {
    const day = fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const text = fc
      .string({ maxLength: 50 })
      .map((value) => value.trim())
      .filter((value) => value.length <= 50);
    const state: fc.Arbitrary<SearchTableState> = fc
      .record({
        number: fc.stringMatching(/^\d{0,12}$/),
        name: text,
        contentType: fc.constantFrom(null, ...CONTENT_TYPES),
        filterType: fc.constantFrom(null, ...FILTER_TYPES),
        status: fc.constantFrom(null, ...POLICY_STATUSES),
        range: fc.option(fc.tuple(day, day).map(([a, b]) => (a <= b ? [a, b] : [b, a]))),
        sort: fc.option(
          fc.record({
            field: fc.constantFrom(...POLICY_SORT_FIELDS),
            order: fc.constantFrom('asc' as const, 'desc' as const),
          }),
        ),
        current: fc.integer({ min: 1, max: 100_000 }),
        pageSize: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        view: fc.option(fc.stringMatching(/^\d{1,12}$/)),
      })
      .map(({ range, view, ...params }) => ({
        params: { ...params, createdFrom: range?.[0] ?? null, createdTo: range?.[1] ?? null },
        view,
      }));
    fc.assert(
      fc.property(state, (written) => {
        expect(readSearchTableState(searchOf(written))).toEqual(written);
      }),
    );
  });
});
