import { afterEach, describe, expect, it } from 'vitest';
import { applyViewport, DEVICE_VIEWPORT, FIXED_VIEWPORT, FLUID_CLASS } from './viewport';

const content = () => document.querySelector('meta[name="viewport"]')?.getAttribute('content');

afterEach(() => applyViewport('/'));

describe('applyViewport', () => {
  it('/login (and ?query forms of it) gets the device width; leaving it restores 1200 px', () => {
    applyViewport('/login');
    expect(content()).toBe(DEVICE_VIEWPORT);
    expect(document.documentElement.classList.contains(FLUID_CLASS)).toBe(true);
    applyViewport('/journal/1');
    expect(content()).toBe(FIXED_VIEWPORT);
    expect(document.documentElement.classList.contains(FLUID_CLASS)).toBe(false);
  });

  it('every other route keeps the fixed 1200 px layout, with exactly one viewport meta', () => {
    for (const path of ['/', '/loginHelp', '/forgetPassword', '/usercenter']) {
      applyViewport(path);
      expect(content(), path).toBe(FIXED_VIEWPORT);
    }
    expect(document.querySelectorAll('meta[name="viewport"]')).toHaveLength(1);
  });
});
