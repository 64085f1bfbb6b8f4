import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, TableOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { App, Button, Divider, Input, Modal, Select, Space, Tooltip, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { richTextHtml } from '../shared/richText';
import { IMAGE_UPLOAD, IMAGE_UPLOAD_TOO_BIG_MSG } from '../shared/imageUpload';
import { uploadImage } from './ImageUpload';
import styles from './RichTextEditor.module.css';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The editor's HTML as the form value: an empty document is an empty field (请输入… applies). */
const valueOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({ title, active, onClick, disabled, children }: { title: string; active?: boolean; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={title} aria-pressed={active} onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </Tooltip>
  );
}

const HEADINGS = [
  { value: 'p', label: '正文' },
  { value: '2', label: '标题' },
  { value: '3', label: '小标题' },
];

/** A link's address: http(s) or mailto only (the server drops anything else, javascript: first). */
const linkOk = (href: string) => /^(https?:\/\/|mailto:)/i.test(href);

/**
 * The admin's rich-text editor (TipTap) for 正文, 全文, 目录 and 资讯: a Chinese toolbar (标题, 加粗,
 * 斜体, 列表, 引用, 链接, 图片 through the image upload, 表格, 撤销/重做) over a ProseMirror document.
 * Its value is HTML; an older plain-text value opens as one paragraph a line. Loaded on demand
 * (FieldControl), so neither TipTap nor ProseMirror is in the portal's or the admin's first load.
 */
export default function RichTextEditor({ id, value, onChange, disabled }: Props) {
  const { message } = App.useApp();
  const emitted = useRef<string | undefined>(undefined);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image,
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: richTextHtml(typeof value === 'string' ? value : ''),
    editable: !disabled,
    immediatelyRender: false,
    editorProps: { attributes: { ...(id ? { id } : {}), class: styles.content, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      const html = valueOf(e);
      emitted.current = html;
      onChange?.(html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            heading: e.isActive('heading', { level: 2 }) ? '2' : e.isActive('heading', { level: 3 }) ? '3' : 'p',
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            undo: e.can().undo(),
            redo: e.can().redo(),
          }
        : null,
  });
  // A value set from outside (the form reset, a record arriving) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (!editor || (typeof value === 'string' ? value : '') === (emitted.current ?? valueOf(editor))) return;
    editor.commands.setContent(richTextHtml(typeof value === 'string' ? value : ''), { emitUpdate: false });
    emitted.current = undefined;
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  if (!editor || !state) return <div className={styles.frame} style={{ minHeight: 240 }} />;
  const chain = () => editor.chain().focus();
  const openLink = () => {
    setHref(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
  };
  const saveLink = () => {
    const h = href.trim();
    if (!h) chain().extendMarkRange('link').unsetLink().run();
    else if (!linkOk(h)) return void message.error('链接须以 http://、https:// 或 mailto: 开头');
    else chain().extendMarkRange('link').setLink({ href: h, target: '_blank' }).run();
    setLinkOpen(false);
  };
  const insertImage = async (file: File) => {
    if (file.size > IMAGE_UPLOAD.maxBytes) return void message.error(IMAGE_UPLOAD_TOO_BIG_MSG);
    setUploading(true);
    try {
      const image = await uploadImage(file);
      chain().setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (err) {
      message.error(err instanceof Error && err.message ? err.message : '图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  const off = disabled;
  return (
    <div className={styles.frame} data-testid="rich-text-editor">
      <Space size={2} wrap className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
        <Select
          size="small"
          aria-label="段落格式"
          value={state.heading}
          options={HEADINGS}
          disabled={off}
          style={{ width: 88 }}
          onChange={(v) => (v === 'p' ? chain().setParagraph().run() : chain().toggleHeading({ level: Number(v) as 2 | 3 }).run())}
        />
        <Divider type="vertical" />
        <ToolButton title="加粗" active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </ToolButton>
        <ToolButton title="斜体" active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </ToolButton>
        <ToolButton title="无序列表" active={state.bullet} disabled={off} onClick={() => chain().toggleBulletList().run()}>
          <UnorderedListOutlined />
        </ToolButton>
        <ToolButton title="有序列表" active={state.ordered} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
          <OrderedListOutlined />
        </ToolButton>
        <ToolButton title="引用" active={state.quote} disabled={off} onClick={() => chain().toggleBlockquote().run()}>
          <span aria-hidden>“”</span>
        </ToolButton>
        <ToolButton title="链接" active={state.link} disabled={off} onClick={openLink}>
          <LinkOutlined />
        </ToolButton>
        <Upload accept={IMAGE_UPLOAD.accept} showUploadList={false} disabled={off || uploading} beforeUpload={(file) => (void insertImage(file), false)}>
          <ToolButton title={uploading ? '图片上传中…' : '图片'} disabled={off || uploading} onClick={() => undefined}>
            <PictureOutlined />
          </ToolButton>
        </Upload>
        <ToolButton title="表格" disabled={off} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          <TableOutlined />
        </ToolButton>
        <Divider type="vertical" />
        <ToolButton title="撤销" disabled={off || !state.undo} onClick={() => chain().undo().run()}>
          <UndoOutlined />
        </ToolButton>
        <ToolButton title="重做" disabled={off || !state.redo} onClick={() => chain().redo().run()}>
          <RedoOutlined />
        </ToolButton>
      </Space>
      <EditorContent editor={editor} />
      <Modal title="插入链接" open={linkOpen} okText="确定" cancelText="取消" onOk={saveLink} onCancel={() => setLinkOpen(false)} destroyOnHidden>
        <Input autoFocus placeholder="https://（留空则取消链接）" value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={saveLink} aria-label="链接地址" />
      </Modal>
    </div>
  );
}
