import { PlayCircleOutlined } from '@ant-design/icons';
import { App, Button, List, Modal } from 'antd';
import { useState } from 'react';
import { writerApi, type WriterVideo } from './writerApi';

/** A writer's videos with their h:mm:ss; 播放 asks for an access code and streams it (ranges, so it seeks). */
export function WriterVideos({ videos }: { videos: WriterVideo[] }) {
  const { message } = App.useApp();
  const [playing, setPlaying] = useState<{ title: string; url: string } | null>(null);
  const play = async (v: WriterVideo) => {
    try {
      setPlaying({ title: v.title, url: await writerApi.videoUrl(v.id) });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  if (!videos.length) return null;
  return (
    <>
      <List
        size="small"
        dataSource={videos}
        data-testid="writer-videos"
        renderItem={(v) => (
          <List.Item key={v.id} actions={[<Button key="play" size="small" icon={<PlayCircleOutlined />} onClick={() => void play(v)}>播放</Button>]}>
            <List.Item.Meta title={v.title} description={`${v.intro ? `${v.intro}　` : ''}时长 ${v.durationText}`} />
          </List.Item>
        )}
      />
      <Modal open={!!playing} title={playing?.title} footer={null} width={760} destroyOnHidden onCancel={() => setPlaying(null)}>
        {playing && <video src={playing.url} controls autoPlay style={{ width: '100%', background: '#000' }} data-testid="writer-video-player" />}
      </Modal>
    </>
  );
}
