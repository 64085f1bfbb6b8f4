import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { EXTRA_MSG } from '../../../shared/validation-extra';
import { accountApi } from '../api';
import { rules } from '../rules';
import styles from './UserCenter.module.css';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** 修改密码 by the old password (the server signs out the other devices). */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const env = await accountApi.resetPasswordByOldPassword(values);
      void message.success({ content: env.msg || '密码已修改', duration: 0.8 });
      form.resetFields();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} className={styles.form} autoComplete="off" data-testid="password-form">
      <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: EXTRA_MSG.oldPasswordRequired }]}>
        <Input.Password maxLength={64} autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="password" rules={rules.newPassword} extra="8到18位，至少包含一个小写字母和一个数字">
        <Input.Password maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirmPassword" dependencies={['password']} rules={rules.confirm('password')}>
        <Input.Password maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
        修改密码
      </Button>
    </Form>
  );
}
