import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, List, Typography } from 'antd';
import { callPage } from '../../providers/http';

interface SignedWriter {
  memberId: number;
  penName: string;
  biography: string;
  videos: Array<{ id: number; title: string; videoUrl: string }>;
  works: Array<{ id: number; title: string; genre: string; price: number }>;
}

/** 签约作家: writers with a profile (`/common/writer/profiles`), their biography, passed works and videos. */
export function SignedWriters() {
  const [rows, setRows] = useState<SignedWriter[]>([]);
  useEffect(() => {
    let live = true;
    callPage<SignedWriter>('get', '/common/writer/profiles')
      .then((res) => live && setRows(res.rows))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, []);
  if (!rows.length) return null;
  return (
    <Card title="签约作家" size="small" style={{ marginBottom: 16 }} data-testid="signed-writers">
      <List
        dataSource={rows}
        renderItem={(w) => (
          <List.Item key={w.memberId}>
            <List.Item.Meta
              title={w.penName}
              description={
                <>
                  <Typography.Paragraph ellipsis={{ rows: 2 }}>{w.biography}</Typography.Paragraph>
                  <div>
                    作品：
                    {w.works.map((x) => (
                      <Link key={x.id} to={`/works/${x.id}`} style={{ marginRight: 12 }}>
                        《{x.title}》
                      </Link>
                    ))}
                  </div>
                  {w.videos.length > 0 && (
                    <div>
                      视频：
                      {w.videos.map((v) => (
                        <a key={v.id} href={v.videoUrl} target="_blank" rel="noreferrer" style={{ marginRight: 12 }}>
                          {v.title}
                        </a>
                      ))}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
