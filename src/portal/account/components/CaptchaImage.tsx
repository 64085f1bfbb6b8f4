import type { Captcha } from '../api';
import styles from './forms.module.css';

interface Props {
  captcha: Captcha | null;
  error?: string | null;
  onRefresh: () => void;
}

/** The image code picture; click to get a new one. `data-uuid` names the code it shows. */
export function CaptchaImage({ captcha, error, onRefresh }: Props) {
  if (!captcha) {
    return (
      <button type="button" className={styles.captchaEmpty} onClick={onRefresh} title="点击刷新图形验证码">
        {error ? '加载失败，点击重试' : '加载中…'}
      </button>
    );
  }
  return (
    <img
      className={styles.captcha}
      src={`data:image/svg+xml;base64,${captcha.img}`}
      data-uuid={captcha.uuid}
      data-testid="captcha-img"
      alt="图形验证码"
      title="看不清？点击换一张"
      width={100}
      height={36}
      onClick={onRefresh}
    />
  );
}
