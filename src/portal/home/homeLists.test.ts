import { describe, expect, it } from 'vitest';
import { resourcesByName } from '../../resources';
import { HOME_LISTS } from './homeLists';

describe('HOME_LISTS', () => {
  it.each(Object.entries(HOME_LISTS))('%s is the declared list call of that resource', (name, call) => {
    expect(call).toEqual(resourcesByName[name]!.calls.list);
  });
});
