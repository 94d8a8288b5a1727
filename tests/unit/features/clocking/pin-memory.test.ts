import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import {
  bayTechniciansOf,
  checkPinOffline,
  currentOf,
  leaveTablet,
  REMEMBER_MS,
  rememberVerified,
} from '../../../../src/features/clocking/pin-memory';
import { clearDb } from '../../sync/support';

const tom = {
  id: '01936b2e-0000-7000-8000-00000000b001',
  name: 'Tom Fletcher',
  role: 'technician' as const,
  hasPin: true,
};
const priya = {
  id: '01936b2e-0000-7000-8000-00000000b002',
  name: 'Priya Sharma',
  role: 'technician' as const,
  hasPin: true,
};
const t0 = Date.parse('2026-12-07T08:00:00Z');

describe('the bay tablet’s memory of PINs checked online', () => {
  beforeEach(() => clearDb());

  it('keeps a salted hash, never the PIN, and puts the technician on the tablet', async () => {
    await rememberVerified('u1', tom, '1357', t0);
    const row = (await appDb.bayTechnicians.get(tom.id))!;
    expect(row.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('1357');
    expect(currentOf(await bayTechniciansOf('u1'))?.name).toBe('Tom Fletcher');
  });

  it('switches offline with the right PIN only, for those verified here recently, for this login', async () => {
    await rememberVerified('u1', tom, '1357', t0);
    await rememberVerified('u1', priya, '2468', t0 + 1000);
    expect(currentOf(await bayTechniciansOf('u1'))?.name).toBe('Priya Sharma');
    expect(await checkPinOffline('u1', tom.id, '0000', t0 + 2000)).toBe('wrong-pin');
    expect(await checkPinOffline('u1', tom.id, '1357', t0 + 3000)).toBe('ok');
    expect(currentOf(await bayTechniciansOf('u1'))?.name).toBe('Tom Fletcher');
    expect(await checkPinOffline('u2', tom.id, '1357', t0 + 3000)).toBe('not-remembered');
    expect(await checkPinOffline('u1', tom.id, '1357', t0 + REMEMBER_MS + 1)).toBe('not-remembered');
  });

  it('two technicians with one PIN get different hashes (each has its own salt)', async () => {
    await rememberVerified('u1', tom, '1111', t0);
    await rememberVerified('u1', priya, '1111', t0);
    const [a, b] = await Promise.all([appDb.bayTechnicians.get(tom.id), appDb.bayTechnicians.get(priya.id)]);
    expect(a!.pinHash).not.toBe(b!.pinHash);
  });

  it('leaves nobody on the tablet', async () => {
    await rememberVerified('u1', tom, '1357', t0);
    await leaveTablet('u1');
    expect(currentOf(await bayTechniciansOf('u1'))).toBeNull();
  });
});
