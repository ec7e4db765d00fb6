// Every procedure takes its rule from the one permission table (src/shared/permissions.ts):
// the routers build them with procedureFor(name), and lint keeps the other bases out of them.
import { describe, expect, it } from 'vitest';
import { ACCESS, BFF_ACCESS, accessOf, allows } from '../../src/shared/permissions';
import { appRouter } from '../../src/server/routers';

const procedures = Object.keys(appRouter._def.procedures);

describe('the permission table', () => {
  it('has a rule for every procedure of the router', () => {
    const missing = procedures.filter((name) => !(name in BFF_ACCESS) && !(name in ACCESS));
    expect(missing).toEqual([]);
  });

  it('names no procedure of its own that the router lacks', () => {
    expect(Object.keys(BFF_ACCESS).filter((name) => !procedures.includes(name))).toEqual([]);
  });

  it('lets a procedure of its own answer otherwise than its endpoint', () => {
    // The header asks who is signed in on every page: a visitor gets null, not a 401.
    expect(ACCESS['auth.me']).toBe('user');
    expect(accessOf('auth.me')).toBe('public');
    expect(accessOf('tournaments.join')).toBe('user');
  });

  it('shows the software versions to the operator alone', () => {
    const rule = accessOf('system.runtime');
    expect(allows(rule, null)).toBe(false);
    expect(allows(rule, { permissions: ['tournament.create', 'profile.all'] })).toBe(false);
    expect(allows(rule, { permissions: ['payment.manage'] })).toBe(true);
  });
});
