import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Empty, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { WORD2_PATH } from '../../resources/calligraphy';
import { useDocumentTitle } from '../area/AreaListPage';
import styles from './calligraphy.module.css';

interface Word2 {
  word: string;
  forms: Array<{ script: string; font: string; d: string; viewBox: string }>;
  scripts: string[];
  works: Array<{ id: number; title: string; scriptName: string; calligrapherName: string; dynasty: string; excerpt: string }>;
}

const EXAMPLES = ['永', '书', '风', '月', '山', '水', '龙', '福'];
const HAN = /^\p{Script=Han}$/u;

/** The excerpt with the character marked. */
function Excerpt({ text, word }: { text: string; word: string }) {
  const parts = text.split(word);
  return (
    <span className={styles.excerpt}>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 && <mark>{word}</mark>}
        </span>
      ))}
    </span>
  );
}

/**
 * 书法字典 (spec §7 `/common/word2`): type one character and see it written in 楷书, 行书 and 草书
 * (drawn from real brush fonts on the server), beside its print form, and in the works that hold it.
 */
export function WordPage() {
  useDocumentTitle('书法字典');
  const [params, setParams] = useSearchParams();
  const word = params.get('word') ?? '永';
  const [text, setText] = useState(word);
  const valid = HAN.test(word);
  const result = useQuery({ queryKey: ['word2', word], queryFn: async () => (await call<Word2>('GET', WORD2_PATH, { query: { word } })).data!, enabled: valid, staleTime: Infinity });
  const look = (w: string) => {
    setText(w);
    setParams({ word: w.trim() });
  };
  return (
    <div className={`wk-container ${styles.dict}`} data-testid="word-page">
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/calligraphy">书法</Link> }, { title: '书法字典' }]} />
      <section className={styles.panel}>
        <h1 className={styles.title}>书法字典</h1>
        <div className={styles.query}>
          <Input.Search
            aria-label="查询汉字"
            value={text}
            maxLength={1}
            style={{ width: 260 }}
            enterButton="查字"
            placeholder="输入一个汉字"
            onChange={(e) => setText(e.target.value)}
            onSearch={(v) => look(v)}
            data-testid="word-input"
          />
          <span className={styles.hint}>输入一个汉字，查看它的楷书、行书、草书写法及历代碑帖出处</span>
        </div>
        <div className={styles.examples}>
          {EXAMPLES.map((w) => (
            <Button key={w} size="small" onClick={() => look(w)}>
              {w}
            </Button>
          ))}
        </div>
        {!valid ? (
          <Empty style={{ marginTop: 24 }} description="请输入一个汉字" />
        ) : result.isLoading ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : result.isError ? (
          <Empty style={{ marginTop: 24 }} description={(result.error as Error).message} />
        ) : (
          result.data && (
            <>
              <div className={styles.tiles} data-testid="glyph-tiles">
                {result.data.forms.map((f) => (
                  <figure key={f.script} className={styles.tile}>
                    <svg className={styles.glyph} viewBox={f.viewBox} role="img" aria-label={`${result.data.word}（${f.script}）`}>
                      <path d={f.d} transform="scale(1 -1)" />
                    </svg>
                    <figcaption>{f.script}</figcaption>
                    <small>{f.font}</small>
                  </figure>
                ))}
              </div>
              {result.data.scripts.length > 0 && <p className={styles.missing}>字库中暂无该字的{result.data.scripts.join('、')}写法。</p>}
            </>
          )
        )}
      </section>
      {valid && result.data && (
        <section className={styles.panel} aria-label="碑帖出处">
          <h2 className={styles.title}>碑帖出处</h2>
          {result.data.works.length ? (
            <ul className={styles.works} data-testid="word-works">
              {result.data.works.map((w) => (
                <li key={w.id}>
                  <Tag color="volcano">{w.scriptName}</Tag>
                  <Link to={`/calligraphy/${w.id}`}>{w.title}</Link>
                  <span className={styles.hint}>
                    [{w.dynasty}] {w.calligrapherName}
                  </span>
                  <Excerpt text={w.excerpt} word={result.data.word} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无收录含“${result.data.word}”字的作品`} />
          )}
        </section>
      )}
    </div>
  );
}
