import { clearSession } from '../shared/storage';

/** Spec §9: request time-out 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60000;

/** What happens on a 401 (spec §8); replaceable in tests. */
export const sessionEvents = {
  onUnauthorized(): void {
    clearSession();
    window.location.assign('/');
  },
};
