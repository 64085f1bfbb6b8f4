import { useEffect, useState } from 'react';
import { Button, Select } from 'antd';
import { call } from '../../../providers/http';
import { SAML_PATHS, type SamlIdpChoice } from '../../../resources/saml';
import styles from './forms.module.css';

/** The login URL of a school's CARSI IdP, coming back to `returnTo` (a portal path). */
export const carsiLoginUrl = (entityId: string, returnTo: string) => `${SAML_PATHS.login}?${new URLSearchParams({ idp: entityId, returnTo })}`;

/**
 * 选择您的学校 (CARSI, issue 33): a searchable list of the schools whose IdPs are registered;
 * choosing one leaves for the school's sign-in page, which sends the reader back signed in.
 */
export function CarsiLogin({ returnTo }: { returnTo: string }) {
  const [schools, setSchools] = useState<SamlIdpChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    call<SamlIdpChoice[]>('get', SAML_PATHS.idps).then(
      (env) => live && setSchools(env.data ?? []),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const go = () => {
    if (chosen) window.location.assign(carsiLoginUrl(chosen, returnTo));
  };

  return (
    <section className={styles.carsi} data-testid="carsi-login" aria-labelledby="carsi-title">
      <div id="carsi-title" className={styles.carsiTitle}>
        选择您的学校 <span className={styles.carsiTag}>CARSI</span>
      </div>
      <Select
        showSearch
        allowClear
        style={{ width: '100%' }}
        placeholder={failed ? '学校列表加载失败，请稍后重试' : '输入学校名称搜索'}
        loading={schools === null && !failed}
        notFoundContent={schools === null ? '加载中…' : '没有找到该学校'}
        optionFilterProp="label"
        value={chosen}
        onChange={setChosen}
        options={(schools ?? []).map((s) => ({ value: s.entityId, label: s.name }))}
        data-testid="carsi-school"
        aria-label="选择您的学校"
      />
      <Button block type="primary" ghost style={{ marginTop: 8 }} disabled={!chosen} onClick={go} data-testid="carsi-go">
        前往学校统一身份认证
      </Button>
    </section>
  );
}
