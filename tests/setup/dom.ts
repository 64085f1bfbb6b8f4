import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. On a busy 2-core machine (two test runs side by
// side) antd's first render of a form or a dropdown alone can take longer, so every wait gets
// 15 s here, once, instead of a timeout per test. A wait that can never succeed still fails.
configure({ asyncUtilTimeout: 15_000 });

// antd reads matchMedia for responsive props; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
