import { describe, expect, it } from 'vitest';
import { checkRoute, institutionOnly } from './protectedRoutes';

describe('the protected routes table', () => {
  it('flags institution-only paths with or without a query or trailing slash', () => {
    expect(institutionOnly('/resnav/oldLocalHistory?type=2')).toBe(true);
    expect(institutionOnly('/resnav/landBook/')).toBe(true);
    expect(institutionOnly('/resnav/localHistory?type=1')).toBe(false);
  });
  it('200 for open paths and institutions, 401 signed out, 500 for other members', () => {
    expect(checkRoute('/journal', { signedIn: false, institution: false })).toBe(200);
    expect(checkRoute('/resnav/landBook?type=3', { signedIn: false, institution: false })).toBe(401);
    expect(checkRoute('/resnav/landBook?type=3', { signedIn: true, institution: false })).toBe(500);
    expect(checkRoute('/resnav/landBook?type=3', { signedIn: true, institution: true })).toBe(200);
  });
});
