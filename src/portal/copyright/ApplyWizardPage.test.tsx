import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPYRIGHT_CALLS } from '../../resources/copyright';
import { sessionStore } from '../../session/store';
import type { CopyrightApplyVO } from '../../ui/CopyrightApplyDetail';

vi.mock('../../providers/http', async (orig) => ({ ...(await orig<typeof import('../../providers/http')>()), call: vi.fn() }));
const { call } = await import('../../providers/http');
const { default: ApplyWizardPage } = await import('./ApplyWizardPage');

const draft: CopyrightApplyVO = {
  id: 9, status: 0, statusLabel: '草稿', step: 1, title: '', category: '', categoryLabel: '', ownerIds: [1],
  owners: [{ id: 1, name: '林书画', ownerType: 1, idNumber: '1101**********002X' }], creationDate: null, publishStatus: null,
  publishStatusLabel: '', firstPublishDate: null, firstPublishCity: '', firstPublishCityName: '', acquireMethod: null,
  acquireMethodLabel: '', inheritWay: null, inheritWayLabel: '', rights: [], creationPurpose: '', creationProcess: '',
  originality: '', samples: [], declarationAgreed: false, applicantName: '', registrationNo: null, approvedAt: null,
  submitTime: null, remarks: [],
};

function Address() {
  return <div data-testid="address">{useLocation().search}</div>;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.set({ auth: '', logregState: false });
});

describe('版权登记 wizard', () => {
  it('the first save puts the draft id in the address and loads the draft once, so the next step is not reset under the applicant', async () => {
    sessionStore.set({ auth: 'token-1', logregState: false });
    const paths: string[] = [];
    vi.mocked(call).mockImplementation(async (_method: string, path: string) => {
      paths.push(path);
      if (path === COPYRIGHT_CALLS.selectOwner.path) return { code: 200, msg: '', data: [{ id: 1, name: '林书画', idType: '居民身份证', idNumber: '1101**********002X' }] };
      if (path === COPYRIGHT_CALLS.sendApplyOne.path) return { code: 200, msg: '已保存', data: { id: 9 } };
      if (path === COPYRIGHT_CALLS.getVO.path) return { code: 200, msg: '', data: draft };
      return { code: 200, msg: '', data: [] };
    });
    render(
      <MemoryRouter initialEntries={['/copyright/apply']}>
        <App>
          <Routes>
            <Route path="/copyright/apply" element={<><ApplyWizardPage /><Address /></>} />
          </Routes>
        </App>
      </MemoryRouter>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    fireEvent.click(await screen.findByTitle('林书画（居民身份证 1101**********002X）'));
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));

    await screen.findByTestId('copyright-step-2');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?id=9'));
    expect(paths.filter((p) => p === COPYRIGHT_CALLS.getVO.path)).toHaveLength(1);
  });
});
