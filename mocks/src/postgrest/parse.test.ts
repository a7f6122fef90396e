/** The query-string grammar: what PostgREST accepts, and its PGRST100 answers for what it does not. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { parseQuery, parseSelect } from './parse.ts';

describe('parseSelect', () => {
  it('reads fields, aliases, casts, JSON paths, quoted names, embeds with hints and spreads', () => {
    expect(
      parseSelect('id,alias:"odd, name"::text,data->a->>0,rel!fk!inner(*,sub(x)),...one(y),e()'),
    ).toEqual([
      { kind: 'field', field: { name: 'id', json: [] } },
      { kind: 'field', field: { name: 'odd, name', json: [] }, alias: 'alias', cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: '0', index: true },
          ],
        },
      },
      {
        kind: 'embed',
        name: 'rel',
        hint: 'fk',
        inner: true,
        spread: false,
        children: [
          { kind: 'star' },
          {
            kind: 'embed',
            name: 'sub',
            inner: false,
            spread: false,
            children: [{ kind: 'field', field: { name: 'x', json: [] } }],
          },
        ],
      },
      {
        kind: 'embed',
        name: 'one',
        inner: false,
        spread: true,
        children: [{ kind: 'field', field: { name: 'y', json: [] } }],
      },
      { kind: 'embed', name: 'e', inner: false, spread: false, children: [] },
    ]);
  });

  it('fails like PostgREST on a bad select', () => {
    try {
      parseSelect('id,name::');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).body).toMatchObject({
        code: 'PGRST100',
        message: '"failed to parse select parameter (id,name::)" (line 1, column 10)',
      });
    }
  });
});

describe('parseQuery', () => {
  it('sorts parameters into filters, logic, order, ranges and function arguments', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=*&id=eq.1&rel.name=ilike.*a*&or=(a.eq.1,not.and(b.gt.2,c.in.(x,"y,z")))&rel.not.or=(d.is.null)&order=a.desc.nullslast,rel(b)&rel.order=c&limit=5&offset=10&rel.limit=2&arg=plain&tsv=wfts(english).sea',
      ),
    );
    expect(query.filters).toEqual([
      {
        path: [],
        filter: {
          field: { name: 'id', json: [] },
          negate: false,
          operation: { kind: 'op', op: 'eq', value: '1' },
        },
      },
      {
        path: ['rel'],
        filter: {
          field: { name: 'name', json: [] },
          negate: false,
          operation: { kind: 'op', op: 'ilike', value: '*a*' },
        },
      },
      {
        path: [],
        filter: {
          field: { name: 'tsv', json: [] },
          negate: false,
          operation: { kind: 'fts', op: 'wfts', language: 'english', value: 'sea' },
        },
      },
    ]);
    expect(query.logic).toEqual([
      {
        path: [],
        tree: {
          kind: 'expr',
          negate: false,
          op: 'or',
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'a', json: [] },
                negate: false,
                operation: { kind: 'op', op: 'eq', value: '1' },
              },
            },
            {
              kind: 'expr',
              negate: true,
              op: 'and',
              children: [
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'b', json: [] },
                    negate: false,
                    operation: { kind: 'op', op: 'gt', value: '2' },
                  },
                },
                {
                  kind: 'filter',
                  filter: {
                    field: { name: 'c', json: [] },
                    negate: false,
                    operation: { kind: 'in', values: ['x', 'y,z'] },
                  },
                },
              ],
            },
          ],
        },
      },
      {
        path: ['rel'],
        tree: {
          kind: 'expr',
          negate: true,
          op: 'or',
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'd', json: [] },
                negate: false,
                operation: { kind: 'is', value: 'null' },
              },
            },
          ],
        },
      },
    ]);
    expect(query.order).toEqual([
      {
        path: [],
        terms: [
          { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
          { relation: 'rel', field: { name: 'b', json: [] } },
        ],
      },
      { path: ['rel'], terms: [{ field: { name: 'c', json: [] } }] },
    ]);
    expect(query.ranges).toEqual(
      new Map([
        ['', { offset: 10, limit: 5 }],
        ['rel', { offset: 0, limit: 2 }],
      ]),
    );
    expect(query.params).toEqual([['arg', 'plain']]);
  });

  it('answers unknown operators and bad orders with PGRST100', () => {
    const failure = (search: string) => {
      try {
        parseQuery(new URLSearchParams(search));
      } catch (error) {
        return (error as ApiError).body;
      }
      throw new Error('expected a parse error');
    };
    expect(failure('a=not.xx.1')).toEqual({
      code: 'PGRST100',
      details: 'unknown single value operator xx',
      hint: null,
      message: '"failed to parse filter (not.xx.1)" (line 1, column 8)',
    });
    expect(failure('order=id.ac')).toMatchObject({
      code: 'PGRST100',
      details: 'unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    });
    expect(failure('a=is.maybe')).toMatchObject({ code: 'PGRST100' });
  });
});
