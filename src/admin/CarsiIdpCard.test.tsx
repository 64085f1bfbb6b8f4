import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAML_IDP_CALLS, type SamlIdpRow } from '../resources/saml';

const call = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args) }));
const { CarsiIdpCard } = await import('./CarsiIdpCard');

afterEach(cleanup);
beforeEach(() => call.mockReset());

const CERT = `-----BEGIN CERTIFICATE-----\nMIIDazCCAlOgAwIBAgIUabcdefghijklmnopqrstuvwxyz0123456789ENDOFCERT\n-----END CERTIFICATE-----`;
const ROW: SamlIdpRow = {
  id: 7,
  orgPartyId: 3,
  name: '文库示范大学',
  entityId: 'https://idp.demo-university.edu.cn/idp/shibboleth',
  ssoUrl: 'https://idp.demo-university.edu.cn/idp/profile/SAML2/Redirect/SSO',
  sloUrl: 'https://idp.demo-university.edu.cn/idp/profile/SAML2/Redirect/SLO',
  certs: [CERT],
  metadataUrl: 'https://idp.demo-university.edu.cn/idp/shibboleth.xml',
  affiliationAttribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
  targetedIdAttribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.10',
  allowedAffiliations: 'member,student',
  enabled: true,
};
const PARSED = { entityId: 'https://idp.new-school.edu.cn/idp/shibboleth', ssoUrl: 'https://idp.new-school.edu.cn/sso', sloUrl: 'https://idp.new-school.edu.cn/slo', certs: [CERT], name: '新学校' };

/** Answers the card's calls as the server would; records what was sent. */
function serve(rows: SamlIdpRow[]) {
  call.mockImplementation(async (method: string, path: string) => {
    if (path === SAML_IDP_CALLS.list.path) return { code: 200, msg: '操作成功', data: rows };
    if (path === SAML_IDP_CALLS.parse.path) return { code: 200, msg: '操作成功', data: PARSED };
    if (method === SAML_IDP_CALLS.add.method && path === SAML_IDP_CALLS.add.path) return { code: 200, msg: '已添加身份提供者' };
    return { code: 200, msg: '已保存' };
  });
}
const card = () => render(<App><CarsiIdpCard /></App>);

describe('学校统一身份认证（CARSI） card', () => {
  it('lists the entries with their allowed affiliations, and a switch that disables one', async () => {
    serve([ROW]);
    card();
    const table = within(screen.getByTestId('carsi-idps'));
    await waitFor(() => expect(table.getByText('文库示范大学')).toBeTruthy());
    expect(table.getByText(ROW.entityId)).toBeTruthy();
    expect(['member', 'student'].map((a) => table.getByText(a).textContent)).toEqual(['member', 'student']);
    await act(async () => fireEvent.click(table.getByRole('switch', { name: '启用 文库示范大学' })));
    expect(call).toHaveBeenCalledWith(SAML_IDP_CALLS.edit.method, SAML_IDP_CALLS.edit.path, { body: { id: 7, enabled: false } });
    // After the change the list is read again.
    await waitFor(() => expect(call.mock.calls.filter(([, path]) => path === SAML_IDP_CALLS.list.path)).toHaveLength(2));
  });

  it('adding reads the pasted metadata first (entity id, SSO URL, certificate, school name) and saves what the admin confirmed', async () => {
    serve([]);
    card();
    await waitFor(() => expect(within(screen.getByTestId('carsi-idps')).getByText('尚未添加身份提供者')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByTestId('carsi-add')));
    const metadata = await screen.findByTestId('carsi-metadata');
    await act(async () => {
      fireEvent.change(metadata, { target: { value: '<md:EntityDescriptor entityID="https://idp.new-school.edu.cn/idp/shibboleth"/>' } });
      fireEvent.blur(metadata);
    });
    const parsed = within(await screen.findByTestId('carsi-parsed'));
    expect(parsed.getByText(PARSED.entityId)).toBeTruthy();
    expect(parsed.getByText(PARSED.ssoUrl)).toBeTruthy();
    expect(parsed.getByText(PARSED.sloUrl)).toBeTruthy();
    expect(parsed.getByText(/^MIIDazCCAlOg…/)).toBeTruthy();
    expect((screen.getByPlaceholderText('留空则取元数据中的名称') as HTMLInputElement).value).toBe('新学校');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(SAML_IDP_CALLS.add.method, SAML_IDP_CALLS.add.path, {
        body: expect.objectContaining({ name: '新学校', metadataXml: expect.stringContaining('new-school'), allowedAffiliations: 'member,student,faculty,staff' }),
      }),
    );
    await waitFor(() => expect(screen.getAllByText('已添加身份提供者').length).toBeGreaterThan(0));
  });

  it('a metadata the server cannot read shows its Chinese message and nothing parsed', async () => {
    serve([]);
    call.mockImplementation(async (_method: string, path: string) => {
      if (path === SAML_IDP_CALLS.parse.path) throw new Error('元数据中没有身份提供者（IDPSSODescriptor）');
      return { code: 200, msg: '操作成功', data: [] };
    });
    card();
    await act(async () => fireEvent.click(screen.getByTestId('carsi-add')));
    const metadata = await screen.findByTestId('carsi-metadata');
    await act(async () => {
      fireEvent.change(metadata, { target: { value: '<not-metadata/>' } });
      fireEvent.blur(metadata);
    });
    expect(await screen.findByText('元数据中没有身份提供者（IDPSSODescriptor）')).toBeTruthy();
    expect(screen.queryByTestId('carsi-parsed')).toBeNull();
  });
});
