import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetPreviousUser } from './forget-previous-user.ts';

function clientWithData() {
  const client = new QueryClient();
  client.setQueryData(['tours', 'listing'], ['passeio']);
  client.setQueryData(['bookings', 'mine'], ['reserva de Ana']);
  return client;
}

describe('forgetPreviousUser', () => {
  it('forgets every query when the signed-in person signs out', () => {
    const client = clientWithData();
    expect(forgetPreviousUser(client, 'ana', null)).toBe(true);
    expect(client.getQueryData(['bookings', 'mine'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('forgets when someone else signs in without a sign-out between', () => {
    const client = clientWithData();
    expect(forgetPreviousUser(client, 'ana', 'bruno')).toBe(true);
    expect(client.getQueryData(['bookings', 'mine'])).toBeUndefined();
  });

  it('keeps what a visitor read when they sign in, and keeps everything while nobody changes', () => {
    const client = clientWithData();
    expect(forgetPreviousUser(client, null, 'ana')).toBe(false);
    expect(forgetPreviousUser(client, 'ana', 'ana')).toBe(false);
    expect(forgetPreviousUser(client, null, null)).toBe(false);
    expect(client.getQueryData(['tours', 'listing'])).toEqual(['passeio']);
    expect(client.getQueryData(['bookings', 'mine'])).toEqual(['reserva de Ana']);
  });
});
