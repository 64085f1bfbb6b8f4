import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** 403 in Chinese: signed in, but the ability refuses this screen. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您没有权限访问此页面"
      data-testid="forbidden"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
