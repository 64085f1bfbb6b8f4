import { useEffect, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { personInfoSchema, organizationInfoSchema } from '../../../shared/validation-extra';
import { loadMemberInfo } from '../../../providers/auth';
import { useSession } from '../../../session/useSession';
import type { MemberProfile } from '../../../session/types';
import { accountApi } from '../api';
import { zodRule } from '../rules';
import styles from './UserCenter.module.css';

interface Props {
  profile: MemberProfile | null;
  onChanged: () => Promise<void>;
}

/** 基本资料: a person's name and e-mail; an institution's name. */
export function ProfileForm({ profile, onChanged }: Props) {
  const { userInfo } = useSession();
  const isOrg = userInfo?.partyType === 2;
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (isOrg) form.setFieldsValue({ name: userInfo?.organization?.name ?? '' });
    else form.setFieldsValue({ mname: profile?.mname ?? userInfo?.user.mname ?? '', email: profile?.email ?? userInfo?.user.email ?? '' });
  }, [form, isOrg, profile, userInfo]);

  const save = async (values: { mname?: string; email?: string; name?: string }) => {
    setSaving(true);
    try {
      const env = isOrg
        ? await accountApi.updateOrganizationInfo({ name: values.name?.trim(), imageUrl: userInfo?.organization?.imageUrl ?? undefined })
        : await accountApi.updatePersonInfo({ mname: values.mname?.trim(), email: values.email?.trim() ?? '' });
      void message.success({ content: env.msg || '保存成功', duration: 0.8 });
      await loadMemberInfo();
      await onChanged();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} className={styles.form} data-testid="profile-form">
      {isOrg ? (
        <Form.Item label="机构名称" name="name" rules={[zodRule(organizationInfoSchema.shape.name)]}>
          <Input maxLength={100} />
        </Form.Item>
      ) : (
        <>
          <Form.Item label="昵称" name="mname" rules={[zodRule(personInfoSchema.shape.mname)]}>
            <Input maxLength={30} placeholder="请输入昵称" />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={[zodRule(personInfoSchema.shape.email, false)]}>
            <Input maxLength={120} placeholder="选填，用于接收通知" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
        保存资料
      </Button>
    </Form>
  );
}
