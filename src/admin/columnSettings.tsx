import { useCallback, useState } from 'react';
import { Button, Checkbox, Popover, Space, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { ResourceSpec } from '../resources/define';

/**
 * 列设置: which columns of a list a member sees, kept in this browser per account and resource
 * (docs/decisions/admin-tables.md). The declaration's list columns show unless hidden; a field
 * that is no list column but sortable (创建时间) may be shown, so every declared sortable column
 * can be sorted on screen.
 */
export interface ColumnChoice {
  name: string;
  label: string;
  /** Shown until the member says otherwise. */
  byDefault: boolean;
}

export const columnChoicesOf = (spec: Pick<ResourceSpec, 'fields' | 'sortable'>): ColumnChoice[] =>
  Object.entries(spec.fields)
    .filter(([name, f]) => f.list || (spec.sortable as readonly string[]).includes(name))
    .map(([name, f]) => ({ name, label: f.label, byDefault: Boolean(f.list) }));

export const columnSettingsKey = (account: string, resource: string) => `wenku.admin.columns:${account}:${resource}`;

type Saved = Record<string, boolean>;

function read(key: string): Saved {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Saved) : {};
  } catch {
    return {};
  }
}

/** The shown columns of a list for this account, and a setter that keeps the choice. */
export function useColumnSettings(account: string, resource: string, choices: ColumnChoice[]) {
  const key = columnSettingsKey(account, resource);
  const [saved, setSaved] = useState<{ key: string; value: Saved }>(() => ({ key, value: read(key) }));
  const current = saved.key === key ? saved.value : read(key);
  const shown = useCallback((name: string) => current[name] ?? choices.find((c) => c.name === name)?.byDefault ?? false, [current, choices]);
  const set = (name: string, visible: boolean) => {
    const value = { ...current, [name]: visible };
    localStorage.setItem(key, JSON.stringify(value));
    setSaved({ key, value });
  };
  const reset = () => {
    localStorage.removeItem(key);
    setSaved({ key, value: {} });
  };
  return { shown, set, reset };
}

/** The 列设置 button: a checkbox per column, 恢复默认 to forget the choice. */
export function ColumnSettingsButton({ choices, settings }: { choices: ColumnChoice[]; settings: ReturnType<typeof useColumnSettings> }) {
  const content = (
    <Space direction="vertical" size={4} data-testid="column-settings">
      {choices.map((c) => (
        <Checkbox key={c.name} checked={settings.shown(c.name)} onChange={(e) => settings.set(c.name, e.target.checked)}>
          {c.label}
        </Checkbox>
      ))}
      <Typography.Link onClick={settings.reset}>恢复默认</Typography.Link>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
