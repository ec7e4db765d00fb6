import { describe, expect, it } from 'vitest';
import { sessionFromSetCookie } from '../../src/server/typed-client';

describe("the typed client's session from Set-Cookie", () => {
  it('takes the token the server sets, among other cookies', () => {
    expect(
      sessionFromSetCookie([
        'locale=vi; Path=/',
        'token=abc-DEF_123; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax',
      ]),
    ).toBe('abc-DEF_123');
  });

  it('is null when the server clears the session, by date or by age', () => {
    expect(
      sessionFromSetCookie(['token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly']),
    ).toBeNull();
    expect(sessionFromSetCookie(['token=abc; Max-Age=0; Path=/'])).toBeNull();
  });

  it('says nothing when the response does not touch the session', () => {
    expect(sessionFromSetCookie([])).toBeUndefined();
    expect(sessionFromSetCookie(['tokenish=abc; Path=/'])).toBeUndefined();
  });
});
