import { Modal, Tabs } from 'antd';
import { site } from '../../../shared/site';
import { closeLogin, sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { IpAutoLoginSwitch, VersionLabel } from './LoginExtras';
import { PersonalLogin } from './PersonalLogin';
import { RegisterForm } from './RegisterForm';
import { useAuthToast } from './useAuthToast';
import { useDraggable } from './useDraggable';
import styles from './LoginDialog.module.css';

/** Spec §2 login/register dialog: 650x550, draggable by its title bar, a 400px box with two tabs. */
export default function LoginDialog() {
  const { logregState, logregTab } = useSession();
  const toast = useAuthToast();
  const { boxRef, offset, reset, handleProps } = useDraggable();

  const signedIn = (msg: string) => {
    toast.success(msg, '登录成功');
    closeLogin();
  };

  return (
    <Modal
      open={logregState}
      onCancel={closeLogin}
      afterClose={reset}
      footer={null}
      width={650}
      centered
      destroyOnHidden
      maskClosable={false}
      className={styles.dialog}
      styles={{ content: { height: 550, padding: 0, display: 'flex', flexDirection: 'column' }, header: { margin: 0 }, body: { flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column' } }}
      title={
        <div className={styles.title} {...handleProps} data-testid="login-dialog-title">
          <span className={styles.mark}>文</span>
          {site.fullName}
        </div>
      }
      modalRender={(node) => (
        <div ref={boxRef} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }} data-testid="login-dialog">
          {node}
        </div>
      )}
    >
      <div className={styles.box}>
        <Tabs
          centered
          activeKey={logregTab}
          onChange={(key) => sessionStore.set({ logregTab: key as 'login' | 'register' })}
          items={[
            { key: 'login', label: '登录', children: <PersonalLogin onSuccess={signedIn} onLeave={closeLogin} showOrgLink /> },
            { key: 'register', label: '注册', children: <RegisterForm onSuccess={signedIn} /> },
          ]}
        />
        <div className={styles.footer}>
          <IpAutoLoginSwitch />
          <VersionLabel />
        </div>
      </div>
    </Modal>
  );
}
