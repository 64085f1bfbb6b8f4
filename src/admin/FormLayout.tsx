import { Anchor, Button, Card, Col, Form, Row, Space, Typography, type ButtonProps } from 'antd';
import { useEffect, useRef } from 'react';
import type { FormField } from '../ui/formRules';
import { FieldControl, formItemPropsOf } from './FieldControl';
import { isShortField, type ShownSection } from './formSections';

/** The anchor of a section: the form's cards are linked from the strip above them. */
const sectionAnchor = (i: number) => `form-section-${i + 1}`;

/**
 * The form's fields in titled cards (formSections.ts), short fields two to a row on a wide screen;
 * with three sections or more, a strip of links to each card above them.
 */
export function SectionedFields({ sections, mode, hintOf }: { sections: ShownSection[]; mode: 'create' | 'edit'; hintOf: (name: string) => { placeholder?: string } }) {
  const item = (f: FormField) => (
    <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules} extra={f.help} {...formItemPropsOf(f)}>
      <FieldControl field={f} mode={mode} {...hintOf(f.name)} />
    </Form.Item>
  );
  return (
    <>
      {sections.length >= 3 && (
        <Anchor
          direction="horizontal"
          affix={false}
          style={{ marginBottom: 16 }}
          // The hash is not the admin's route: scroll only, leave the address as it is.
          onClick={(e) => e.preventDefault()}
          items={sections.map((s, i) => ({ key: sectionAnchor(i), href: `#${sectionAnchor(i)}`, title: s.title }))}
        />
      )}
      {sections.map((s, i) => (
        <Card key={s.title} id={sectionAnchor(i)} title={s.title} size="small" style={{ marginBottom: 16 }} data-testid="form-section">
          {s.help && (
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              {s.help}
            </Typography.Paragraph>
          )}
          <Row gutter={24}>
            {s.fields.map((f) => (
              <Col key={f.name} xs={24} md={isShortField(f) ? 12 : 24}>
                {item(f)}
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </>
  );
}

/** 取消 and 保存, shown at the top and the bottom of the form. */
export function FormButtons({ save, onCancel, place }: { save: ButtonProps; onCancel: () => void; place: 'top' | 'bottom' }) {
  return (
    <Space data-testid={`form-buttons-${place}`}>
      <Button onClick={onCancel}>取消</Button>
      <Button type="primary" {...save}>
        保存
      </Button>
    </Space>
  );
}

/**
 * Ctrl+S (⌘S on a Mac) saves the form instead of the browser's 「另存为」, wherever the focus is on
 * the page, while the form is shown.
 */
export function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
