import { act, cleanup, render, screen } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor } from '../access/ability';
import type { ResourceSpec } from '../resources/define';
import { scholarResource } from '../resources/people';
import { writerProfileResource } from '../resources/writerProfiles';
import { formFieldsFor } from './ResourceFormPage';
import { givenNone, managesAll } from './managesAll';
import { OwnProfileForm } from './OwnProfilePage';

// Issue 35 item 3: a role's own profile is one form of its own fields; a screen with nothing in it says why.
afterEach(cleanup);

const as = (roleKey: string, managedJournalIds: number[] = []) => defineAbilityFor({ memberId: 5, partyId: 6, roles: [{ partyRoleKey: roleKey, activated: true }], managedJournalIds });

describe('who sees what on a role screen', () => {
  it('an editor or a magazine given no journal is told so; given one, or the platform admin, sees the list', () => {
    expect(givenNone(as('editer'), 'Period')).toBe(true);
    expect(givenNone(as('zazhisheguanli'), 'Article')).toBe(true);
    expect(givenNone(as('zazhisheguanli', [3]), 'Article')).toBe(false);
    expect(givenNone(as('foreWebAdmin'), 'Article')).toBe(false);
  });

  it('the platform admin keeps the list of profiles; the role holder gets the form', () => {
    expect(managesAll(as('foreWebAdmin'), 'Scholar')).toBe(true);
    expect(managesAll(as('foreScholar'), 'Scholar')).toBe(false);
  });

  it('the holder’s form has no platform-only fields (排序, 作家账号)', () => {
    const own = (spec: unknown) => formFieldsFor(spec as ResourceSpec, 'edit', true).map((f) => f.label);
    expect(own(writerProfileResource)).not.toContain('排序');
    expect(own(writerProfileResource).some((l) => l.startsWith('作家账号'))).toBe(false);
    expect(own(scholarResource)).toEqual(expect.arrayContaining(['姓名', '所在单位', '研究方向']));
    expect(own(scholarResource)).not.toContain('排序');
    expect(formFieldsFor(writerProfileResource as unknown as ResourceSpec, 'edit').map((f) => f.label)).toContain('排序');
  });
});

const SCHOLAR = { id: 4, name: '黄文博', institution: '北京师范大学', title: 4, discipline: 4, researchField: '学前教育', isPublic: true, sort: 7 };

function renderOwn(rows: Array<Record<string, unknown>>) {
  const provider = {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: rows as never[], total: rows.length })),
    getOne: vi.fn(async () => ({ data: SCHOLAR as never })),
    create: vi.fn(async ({ variables }) => ({ data: { id: 4, ...(variables as object) } as never })),
    update: vi.fn(async ({ id, variables }) => ({ data: { id, ...(variables as object) } as never })),
    deleteOne: vi.fn(async ({ id }) => ({ data: { id } as never })),
  } as DataProvider;
  render(
    <MemoryRouter initialEntries={['/admin/scholars']}>
      <AntdApp>
        <Refine dataProvider={provider} routerProvider={routerProvider} resources={[{ name: 'scholars' }]} options={{ disableTelemetry: true }}>
          <OwnProfileForm spec={scholarResource as unknown as ResourceSpec} />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return provider;
}

describe('学者资料 opened by the scholar', () => {
  it('with a profile: 我的学者资料, their record in the form, no 新增 and no 排序', async () => {
    const provider = renderOwn([SCHOLAR]);
    expect(await screen.findByText('我的学者资料')).toBeTruthy();
    expect(await screen.findByDisplayValue('北京师范大学')).toBeTruthy();
    expect(provider.getOne).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    expect(screen.queryByText('排序')).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('without one: 填写学者资料, an empty form of the same fields', async () => {
    const provider = renderOwn([]);
    expect(await screen.findByText('填写学者资料')).toBeTruthy();
    await act(async () => undefined);
    expect(screen.getByLabelText('所在单位')).toHaveProperty('value', '');
    expect(screen.queryByText('排序')).toBeNull();
    expect(provider.getOne).not.toHaveBeenCalled();
  });
});
