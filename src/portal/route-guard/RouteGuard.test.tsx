// vitest: isolate — the automatic sign-in runs once per page load (useAutoLogin); these tests need their own.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../feedback';
import { closeLogin, sessionStore } from '../../session/store';
import { IP_OPT_OUT_KEY } from '../../session/ipLogin';
import { InstitutionRouteGate } from './InstitutionRouteGate';
import { RouteGuard } from './RouteGuard';
import { routeChecker } from './routeCheck';

// The client half of the spec §6 route check: the server's answer decides (routeChecker is the call).
const real = routeChecker.ask;
beforeEach(() => {
  localStorage.setItem(IP_OPT_OUT_KEY, '1');
  shown = [];
});
afterEach(() => {
  cleanup();
  routeChecker.ask = real;
  closeLogin();
  localStorage.clear();
});

/** Every path a page was shown at: a page behind the gate must never show before it is allowed. */
let shown: string[] = [];
function Where() {
  const l = useLocation();
  shown.push(l.pathname + l.search);
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeedbackProvider>
        <RouteGuard />
        <Link to="/resnav/oldLocalHistory?type=2">旧志</Link>
        <Link to="/resnav/localHistory?type=1">新志</Link>
        <Routes>
          <Route
            path="*"
            element={
              <InstitutionRouteGate>
                <Where />
              </InstitutionRouteGate>
            }
          />
        </Routes>
      </FeedbackProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('RouteGuard', () => {
  it('a click on an institution-only link asks the server first; 200 navigates', async () => {
    const ask = vi.fn(async () => 200 as const);
    routeChecker.ask = ask;
    renderAt('/');
    await act(async () => fireEvent.click(screen.getByText('旧志')));
    await waitFor(() => expect(where()).toBe('/resnav/oldLocalHistory?type=2'));
    expect(ask).toHaveBeenCalledWith('/resnav/oldLocalHistory?type=2');
  });

  it('500: stays, and shows the notice 该资源仅面向合作机构开放! titled 系統提示', async () => {
    routeChecker.ask = vi.fn(async () => 500 as const);
    renderAt('/');
    await act(async () => fireEvent.click(screen.getByText('旧志')));
    expect(await screen.findByText('该资源仅面向合作机构开放!')).toBeInTheDocument();
    expect(screen.getByText('系統提示')).toBeInTheDocument();
    expect(where()).toBe('/');
    expect(sessionStore.get().logregState).toBeFalsy();
  });

  it('401: stays and opens the login dialog', async () => {
    routeChecker.ask = vi.fn(async () => 401 as const);
    renderAt('/');
    await act(async () => fireEvent.click(screen.getByText('旧志')));
    await waitFor(() => expect(sessionStore.get().logregState).toBe(true));
    expect(where()).toBe('/');
  });

  it('open links are not checked', async () => {
    const ask = vi.fn(async () => 500 as const);
    routeChecker.ask = ask;
    renderAt('/');
    await act(async () => fireEvent.click(screen.getByText('新志')));
    await waitFor(() => expect(where()).toBe('/resnav/localHistory?type=1'));
    expect(ask).not.toHaveBeenCalled();
  });

  it('a direct visit that the server refuses is sent home with the notice', async () => {
    routeChecker.ask = vi.fn(async () => 500 as const);
    renderAt('/resnav/landBook?type=3');
    await waitFor(() => expect(where()).toBe('/'));
    expect(await screen.findByText('该资源仅面向合作机构开放!')).toBeInTheDocument();
    expect(shown).not.toContain('/resnav/landBook?type=3');
  });

  it('a signed-out direct visit opens the login dialog, and the page never shows (its calls would answer 401)', async () => {
    routeChecker.ask = vi.fn(async () => 401 as const);
    renderAt('/resnav/oldLocalHistory?type=2');
    await waitFor(() => expect(sessionStore.get().logregState).toBe(true));
    expect(where()).toBe('/');
    expect(routeChecker.ask).toHaveBeenCalledWith('/resnav/oldLocalHistory?type=2');
    expect(shown).toContain('/');
    expect(shown.filter((p) => p !== '/')).toEqual([]);
  });

  it("an institution reader's direct visit shows the page once the server allows it", async () => {
    let allow: (code: 200) => void = () => undefined;
    routeChecker.ask = vi.fn(() => new Promise<200>((resolve) => (allow = resolve)));
    renderAt('/resnav/oldLocalHistory?type=2');
    // Loading while the server is asked: the page is not there yet.
    expect(await screen.findByText('正在加载…')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => allow(200));
    expect(await screen.findByTestId('where')).toHaveTextContent('/resnav/oldLocalHistory?type=2');
    expect(sessionStore.get().logregState).toBeFalsy();
  });

  it("a direct visit waits for the automatic IP login: a campus reader it signs in sees the page, not the dialog", async () => {
    localStorage.removeItem(IP_OPT_OUT_KEY);
    const ask = vi.fn(async () => (sessionStore.get().auth ? (200 as const) : (401 as const)));
    routeChecker.ask = ask;
    try {
      renderAt('/resnav/oldLocalHistory?type=2');
      expect(await screen.findByText('正在加载…')).toBeInTheDocument();
      // The IP login ends signed in (src/providers/autoLogin.ts writes the session).
      await act(async () => sessionStore.set({ auth: 'ip-session' }));
      expect(await screen.findByTestId('where')).toHaveTextContent('/resnav/oldLocalHistory?type=2');
      expect(ask).toHaveBeenCalledTimes(1);
      expect(sessionStore.get().logregState).toBeFalsy();
    } finally {
      sessionStore.set({ auth: null });
    }
  });

  it('a page opened through a link the server allowed shows without asking again', async () => {
    const ask = vi.fn(async () => 200 as const);
    routeChecker.ask = ask;
    renderAt('/');
    await act(async () => fireEvent.click(screen.getByText('旧志')));
    await waitFor(() => expect(where()).toBe('/resnav/oldLocalHistory?type=2'));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
