import type { ReactNode } from 'react';
import { AREAS } from '../../shared/areas';
import { copyrightLine, site } from '../../shared/site';
import styles from './Footer.module.css';

/** Spec §2: the footer pages, all under /footerItem. */
export const FOOTER_ITEM_LINKS = {
  aboutOurs: '/footerItem/aboutOurs',
  proposal: '/footerItem/proposal',
  serviceCenter: '/footerItem/serviceCenter',
  recruitment: '/footerItem?postType=10',
} as const;

interface FooterLink {
  label: string;
  href: string;
}

const READER_LINKS: FooterLink[] = [
  { label: '关于我们', href: FOOTER_ITEM_LINKS.aboutOurs },
  { label: '意见建议', href: FOOTER_ITEM_LINKS.proposal },
  { label: '服务中心', href: FOOTER_ITEM_LINKS.serviceCenter },
  { label: '招聘信息', href: FOOTER_ITEM_LINKS.recruitment },
];

const RESOURCE_KEYS = ['journal', 'book', 'ancient', 'localHistory', 'dissertation', 'lawsrules'];
const RESOURCE_LINKS: FooterLink[] = RESOURCE_KEYS.flatMap((key) => {
  const area = AREAS.find((a) => a.key === key);
  return area ? [{ label: area.label, href: area.path }] : [];
});

const COPYRIGHT_LINKS: FooterLink[] = site.about.sections.map((s) => ({
  label: s.title,
  href: `${FOOTER_ITEM_LINKS.aboutOurs}#${s.id}`,
}));

/** Spec §2: every footer link opens in a new tab. */
function NewTab({ href, children, className, label }: { href: string; children: ReactNode; className?: string; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
    </a>
  );
}

function LinkColumn({ title, links, children }: { title: string; links?: FooterLink[]; children?: ReactNode }) {
  return (
    <section className={styles.column} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {links && (
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.href}>
              <NewTab href={l.href}>{l.label}</NewTab>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/**
 * The portal footer (spec §1/§2): five columns, then the filing block with the licence numbers,
 * the ICP and public-security filings, the copyright line and the 86px certificate badge.
 * Everything operator-specific comes from src/shared/site.ts. Phone and e-mail are plain text,
 * not tel:/mailto: links: a mail link in a new tab leaves an empty tab behind.
 */
export function Footer() {
  const { service, filings, certificate } = site;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`wk-container ${styles.columns}`}>
        <LinkColumn title="读者服务" links={READER_LINKS} />
        <LinkColumn title="特色资源" links={RESOURCE_LINKS} />
        <LinkColumn title="版权合作" links={COPYRIGHT_LINKS}>
          <p className={styles.note}>
            合作邮箱
            <br />
            <span className={styles.email}>{site.about.cooperationEmail}</span>
          </p>
        </LinkColumn>
        <LinkColumn title="客服中心">
          <dl className={styles.contact}>
            <dt>客服热线</dt>
            <dd className={styles.phone}>{service.phone}</dd>
            <dt>客服邮箱</dt>
            <dd>{service.email}</dd>
            <dt>服务时间</dt>
            <dd>{service.hours}</dd>
          </dl>
        </LinkColumn>
        <section className={`${styles.column} ${styles.follow}`} aria-label="关注我们">
          <h3 className={styles.heading}>关注我们</h3>
          <div className={styles.qrList}>
            {site.qrCodes.map((qr) => (
              <figure key={qr.image} className={styles.qr}>
                <img src={qr.image} alt={`${qr.label}二维码`} width={96} height={96} loading="lazy" />
                <figcaption>{qr.label}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>

      <div className={styles.filing}>
        <div className={`wk-container ${styles.filingInner}`}>
          <div className={styles.filingText}>
            <ul className={styles.licences} aria-label="出版及制作许可证">
              {site.licences.map((l) => (
                <li key={l.number}>
                  {l.label}：<span className={styles.number}>{l.number}</span>
                </li>
              ))}
            </ul>
            <p className={styles.filings}>
              <NewTab href={filings.icp.url}>{filings.icp.label}</NewTab>
              <span className={styles.sep} aria-hidden="true">|</span>
              <NewTab href={filings.publicSecurity.url}>{filings.publicSecurity.label}</NewTab>
              <span className={styles.sep} aria-hidden="true">|</span>
              <span>{service.address}</span>
            </p>
            <p className={styles.copyright}>{copyrightLine()}</p>
          </div>
          <NewTab href={certificate.url} className={styles.badge} label={certificate.label}>
            <img src={certificate.badge} alt={certificate.label} width={86} />
          </NewTab>
        </div>
      </div>
    </footer>
  );
}
