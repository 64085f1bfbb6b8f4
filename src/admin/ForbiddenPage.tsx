import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** 403 in Chinese: signed in, but the ability refuses this screen. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  // antd's Result does not pass data-* attributes on: the wrapper carries the test id.
  return (
    <div data-testid="forbidden">
      <Result
        status="403"
        title="403"
        subTitle="抱歉，您没有权限访问此页面"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
