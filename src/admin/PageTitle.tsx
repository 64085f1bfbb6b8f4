import { Typography } from 'antd';

/**
 * The title of every admin screen (list, 详情, 新增, 编辑): one size, no margin, so that it lines up
 * with the header's buttons — Refine's own title for a string sits some 25 px below them.
 */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
