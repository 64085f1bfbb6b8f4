import { useCallback } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { canSendSms, zImageCode } from '../../../shared/validation';
import { fieldsValid, rules, zodCheck } from '../rules';
import type { useCaptcha } from '../useCaptcha';
import { CaptchaImage } from './CaptchaImage';
import { SmsButton } from './SmsButton';
import { useAuthToast } from './useAuthToast';
import styles from './forms.module.css';

/** What one input shows: a Form.Item `label` (vertical forms) and/or the input's own `ariaLabel`. */
export interface FieldText {
  label?: string;
  placeholder: string;
  ariaLabel?: string;
}

/** What the SMS request gets: the form's phone and image code (empty without one) and the code's uuid. */
export interface SmsTarget {
  phone: string;
  code: string;
  uuid: string;
}

const SMS_TEXT: FieldText = { placeholder: '请输入短信验证码', ariaLabel: '短信验证码' };

/** The image code only guards sending the SMS: once an SMS code is typed it is not needed. */
const IMAGE_CODE_RULES: FormRule[] = [
  ({ getFieldValue }) => ({ validator: (_r, v) => (getFieldValue('smsCode') ? Promise.resolve() : zodCheck(zImageCode, v)) }),
];

/**
 * Sends an SMS (spec §8 toasts): the server msg (or 验证码已发送) on success, its error otherwise;
 * resolves true when it was sent, which starts the SmsButton countdown.
 */
export function useSendSms() {
  const toast = useAuthToast();
  return useCallback(
    async (request: () => Promise<{ msg: string }>): Promise<boolean> => {
      try {
        const env = await request();
        toast.success(env.msg, '验证码已发送');
        return true;
      } catch (e) {
        toast.error((e as Error).message);
        return false;
      }
    },
    [toast],
  );
}

interface SmsCodeProps {
  text?: FieldText;
  /** Whether the form allows sending now (spec §5 canSendSms). */
  canSend: boolean;
  onSend: () => Promise<boolean>;
}

/** The `smsCode` input with its send button (spec §4: 60 s countdown, then 重新发送). */
export function SmsCodeField({ text = SMS_TEXT, canSend, onSend }: SmsCodeProps) {
  return (
    <Form.Item label={text.label} required>
      <div className={styles.row}>
        <Form.Item name="smsCode" noStyle rules={rules.smsCode}>
          <Input placeholder={text.placeholder} maxLength={6} inputMode="numeric" aria-label={text.ariaLabel} />
        </Form.Item>
        <SmsButton canSend={canSend} onSend={onSend} />
      </div>
    </Form.Item>
  );
}

type CaptchaState = ReturnType<typeof useCaptcha>;

interface ImageCodeFieldProps {
  captcha: CaptchaState;
  label?: string;
  required?: boolean;
  rules?: FormRule[];
  dependencies?: string[];
}

/** The `code` input (4-character image code) with its picture; click the picture for a new one. */
export function ImageCodeField({ captcha, label, required, rules, dependencies }: ImageCodeFieldProps) {
  return (
    <Form.Item label={label} required={required}>
      <div className={styles.row}>
        <Form.Item name="code" noStyle rules={rules} dependencies={dependencies}>
          <Input placeholder="请输入图形验证码" maxLength={4} aria-label="图形验证码" />
        </Form.Item>
        <CaptchaImage captcha={captcha.captcha} error={captcha.error} onRefresh={() => void captcha.refresh()} />
      </div>
    </Form.Item>
  );
}

interface ImageCode {
  /** From useCaptcha() in the form, which also renews it after a failed sign-in. */
  captcha: CaptchaState;
  label?: string;
  /** Marked required and checked on submit (spec §5 zImageCode) unless an SMS code is typed. */
  required?: boolean;
}

interface Props {
  phone: FieldText;
  /** With an image code the SMS can be sent once phone and code are filled in (login, forgotten
   * password); without one the phone alone is enough (register, new phone). */
  imageCode?: ImageCode;
  sms?: FieldText;
  /** The SMS request for this form (loginSms, registerSms, …). */
  send: (target: SmsTarget) => Promise<{ msg: string }>;
}

/**
 * Phone, image code (optional) and SMS code with the send button, inside an antd Form whose fields
 * are `phone`, `code` and `smsCode`. The image code is single use: every send, sent or not, clears
 * it and loads a new one.
 */
export function PhoneSmsFields({ phone: phoneText, imageCode, sms = SMS_TEXT, send }: Props) {
  const form = Form.useFormInstance();
  const sendSms = useSendSms();
  const phone: string = Form.useWatch('phone', form) ?? '';
  const code: string = Form.useWatch('code', form) ?? '';
  const captcha = imageCode?.captcha;

  const onSend = async () => {
    if (!(await fieldsValid(form, captcha ? ['phone', 'code'] : ['phone']))) return false;
    try {
      return await sendSms(() => send({ phone: form.getFieldValue('phone'), code: form.getFieldValue('code') ?? '', uuid: captcha?.uuid ?? '' }));
    } finally {
      if (captcha) {
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
    }
  };

  return (
    <>
      <Form.Item label={phoneText.label} name="phone" rules={rules.phone}>
        <Input placeholder={phoneText.placeholder} maxLength={11} inputMode="numeric" aria-label={phoneText.ariaLabel} />
      </Form.Item>
      {imageCode && (
        <ImageCodeField
          captcha={imageCode.captcha}
          label={imageCode.label}
          required={imageCode.required}
          dependencies={imageCode.required ? ['smsCode'] : undefined}
          rules={imageCode.required ? IMAGE_CODE_RULES : undefined}
        />
      )}
      <SmsCodeField text={sms} canSend={canSendSms(phone, code, captcha ? 'login' : 'register')} onSend={onSend} />
    </>
  );
}
