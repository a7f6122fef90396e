import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@mare/domain';
import { checkoutDraftKey, checkoutDrafts } from './checkout-draft.ts';
import { refusingTabStorage } from '../../tab-storage/refusing-storage.ts';

const FIELDS = ['nome0', 'cpf0', 'nascimento0', 'contatoNome', 'contatoEmail', 'contatoWhatsapp'];
const BOOKING = 'b00c0000-0000-4000-8000-000000000008';
const OTHER = 'b00c0000-0000-4000-8000-000000000009';

describe('checkoutDrafts', () => {
  it('keeps what was typed for a booking and gives it back', () => {
    const drafts = checkoutDrafts(createMemoryStorage());
    drafts.save(BOOKING, { nome0: 'Vera Visitante', cpf0: '529.982.247-25', contatoWhatsapp: '' });
    expect(drafts.load(BOOKING, FIELDS)).toEqual({
      nome0: 'Vera Visitante',
      cpf0: '529.982.247-25',
      contatoWhatsapp: '',
    });
  });

  it("never gives one booking's draft to another", () => {
    const drafts = checkoutDrafts(createMemoryStorage());
    drafts.save(BOOKING, { nome0: 'Vera Visitante' });
    expect(drafts.load(OTHER, FIELDS)).toEqual({});
  });

  it('gives back only the fields the form has, and only text', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      checkoutDraftKey(BOOKING),
      JSON.stringify({ nome0: 'Vera', nome5: 'Ninguém', cpf0: 52998224725, contatoNome: { a: 1 } }),
    );
    expect(checkoutDrafts(storage).load(BOOKING, FIELDS)).toEqual({ nome0: 'Vera' });
  });

  it('reads a damaged or foreign entry as no draft', () => {
    const storage = createMemoryStorage();
    for (const stored of ['{not json', 'null', '"texto"', '[1,2]']) {
      storage.setItem(checkoutDraftKey(BOOKING), stored);
      expect(checkoutDrafts(storage).load(BOOKING, FIELDS)).toEqual({});
    }
  });

  it('leaves out values that are not text when saving', () => {
    const storage = createMemoryStorage();
    checkoutDrafts(storage).save(BOOKING, { nome0: 'Vera', cpf0: undefined, extra: 3 });
    expect(JSON.parse(storage.getItem(checkoutDraftKey(BOOKING)) ?? '')).toEqual({
      nome0: 'Vera',
    });
  });

  it("clear removes one booking's draft only", () => {
    const drafts = checkoutDrafts(createMemoryStorage());
    drafts.save(BOOKING, { nome0: 'Vera' });
    drafts.save(OTHER, { nome0: 'Caio' });
    drafts.clear(BOOKING);
    expect(drafts.load(BOOKING, FIELDS)).toEqual({});
    expect(drafts.load(OTHER, FIELDS)).toEqual({ nome0: 'Caio' });
  });

  it("clearAll removes every checkout's draft and nothing else of the tab", () => {
    const storage = createMemoryStorage();
    const drafts = checkoutDrafts(storage);
    drafts.save(BOOKING, { nome0: 'Vera' });
    drafts.save(OTHER, { nome0: 'Caio' });
    storage.setItem('mare:page-reloaded', '1');
    drafts.clearAll();
    expect(drafts.load(BOOKING, FIELDS)).toEqual({});
    expect(drafts.load(OTHER, FIELDS)).toEqual({});
    expect(storage.length).toBe(1);
    expect(storage.getItem('mare:page-reloaded')).toBe('1');
  });

  it('without storage keeps nothing and throws nothing', () => {
    const drafts = checkoutDrafts(null);
    drafts.save(BOOKING, { nome0: 'Vera' });
    expect(drafts.load(BOOKING, FIELDS)).toEqual({});
    expect(() => {
      drafts.clear(BOOKING);
      drafts.clearAll();
    }).not.toThrow();
  });

  it('a storage that refuses every call (private mode, sandbox) throws nothing', () => {
    const drafts = checkoutDrafts(refusingTabStorage());
    expect(() => {
      drafts.save(BOOKING, { nome0: 'Vera' });
      drafts.clear(BOOKING);
      drafts.clearAll();
    }).not.toThrow();
    expect(drafts.load(BOOKING, FIELDS)).toEqual({});
  });

  it('a full storage (quota) throws nothing and keeps the previous draft', () => {
    const storage = createMemoryStorage();
    const drafts = checkoutDrafts(storage);
    drafts.save(BOOKING, { nome0: 'Vera' });
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => drafts.save(BOOKING, { nome0: 'Vera Visitante' })).not.toThrow();
    expect(drafts.load(BOOKING, FIELDS)).toEqual({ nome0: 'Vera' });
  });
});
