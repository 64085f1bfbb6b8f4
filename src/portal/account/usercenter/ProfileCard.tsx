import { useState } from 'react';
import { App, Avatar, Button, Card, Descriptions, Skeleton, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { loadMemberInfo } from '../../../providers/auth';
import { useSession } from '../../../session/useSession';
import type { MemberProfile } from '../../../session/types';
import { accountApi, avatarFileError, AVATAR_TYPES } from '../api';
import { formatYuan, memberTypeLabel } from '../../../ui/labels';
import styles from './UserCenter.module.css';
import { chinaDate } from '../../../shared/format';

interface Props {
  profile: MemberProfile | null;
  onChanged: () => Promise<void>;
}

/** The member's card: avatar (upload ≤ 2 MB image), name, type, balance, score, logins. */
export function ProfileCard({ profile, onChanged }: Props) {
  const { userPhoto, userName, memberType, userInfo } = useSession();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = avatarFileError(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const profilePic = await accountApi.updateAvatar(file);
      // An institution's picture is its organization image.
      if (userInfo?.partyType === 2 && userInfo.organization?.name) {
        await accountApi.updateOrganizationInfo({ name: userInfo.organization.name, imageUrl: profilePic });
      }
      void message.success({ content: '头像已更新', duration: 0.8 });
      await loadMemberInfo();
      await onChanged();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const name = profile?.mname || userName || profile?.username || '用户';
  return (
    <Card data-testid="profile-card">
      <div className={styles.profileTop}>
        <Avatar size={96} src={userPhoto || profile?.avatar || undefined} style={{ background: '#a61b29', fontSize: 40 }}>
          {name.charAt(0)}
        </Avatar>
        <div className={styles.profileName}>{name}</div>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={uploading} disabled={uploading}>
            更换头像
          </Button>
        </Upload>
        <span className={styles.hint}>支持 JPG、PNG、WebP、GIF，不超过 2MB</span>
      </div>
      {profile ? (
        <Descriptions column={1} size="small" colon>
          <Descriptions.Item label="用户名">{profile.username}</Descriptions.Item>
          <Descriptions.Item label="会员类型">{memberTypeLabel(memberType || profile.memberType)}</Descriptions.Item>
          <Descriptions.Item label="手机号">{profile.phone || '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{profile.email || '未填写'}</Descriptions.Item>
          <Descriptions.Item label="账户余额">{formatYuan(profile.balance)}</Descriptions.Item>
          <Descriptions.Item label="积分">{profile.score ?? 0}</Descriptions.Item>
          <Descriptions.Item label="登录次数">{profile.loginCount ?? 0}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{profile.createTime ? chinaDate(profile.createTime) : '—'}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
}
