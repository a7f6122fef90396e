import { describe, expect, it } from 'vitest';
import { matches, parseReadQuery, project, sortRows, type ReadQuery } from './query.ts';

const columns = ['id', 'nome', 'cidade', 'bio'];
const parse = (search: string) =>
  parseReadQuery(new URL(`https://x.test/rest/v1/profiles?${search}`), 'profiles', columns, ['id']);
const parsed = (search: string) => {
  const query = parse(search);
  if (query instanceof Response) throw new Error(`unexpected ${query.status}`);
  return query;
};
const errorOf = async (search: string) => {
  const query = parse(search);
  return query instanceof Response ? { status: query.status, ...(await query.json()) } : null;
};

const [ana, bia] = [
  { id: '00000000-0000-4000-8000-000000000001', nome: 'Ana', cidade: 'Salvador', bio: null },
  { id: '00000000-0000-4000-8000-000000000002', nome: 'Bia', cidade: 'Ilhabela', bio: 'oi' },
] as const;
const rows = [ana, bia];
const pick = (query: ReadQuery) => rows.filter((r) => matches(r, query.filters)).map((r) => r.nome);

describe('PostgREST query strings', () => {
  it('filters with eq, neq, is and in', () => {
    expect(pick(parsed('cidade=eq.Salvador'))).toEqual(['Ana']);
    expect(pick(parsed('cidade=neq.Salvador'))).toEqual(['Bia']);
    expect(pick(parsed('bio=is.null'))).toEqual(['Ana']);
    expect(pick(parsed('nome=in.(Bia,"Ana")'))).toEqual(['Ana', 'Bia']);
  });

  it('selects and renames columns', () => {
    expect(project(ana, parsed('select=nome,cidade:cidade').columns)).toEqual({
      nome: 'Ana',
      cidade: 'Salvador',
    });
    expect(project(ana, parsed('select=apelido:nome').columns)).toEqual({ apelido: 'Ana' });
    expect(parsed('select=*').columns).toBeNull();
  });

  it('orders, limits and offsets', () => {
    const query = parsed('order=nome.desc&limit=1&offset=1');
    expect(sortRows(rows, query.order).map((r) => r.nome)).toEqual(['Bia', 'Ana']);
    expect([query.limit, query.offset]).toEqual([1, 1]);
  });

  it('answers PostgREST errors for unknown columns, operators and bad uuids', async () => {
    expect(await errorOf('apelido=eq.x')).toMatchObject({ status: 400, code: '42703' });
    expect(await errorOf('select=apelido')).toMatchObject({ status: 400, code: '42703' });
    expect(await errorOf('nome=like.A*')).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(await errorOf('id=eq.123')).toMatchObject({ status: 400, code: '22P02' });
    expect(await errorOf('limit=-1')).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(await errorOf('select=profiles(*)')).toMatchObject({ status: 400, code: 'PGRST200' });
  });
});
