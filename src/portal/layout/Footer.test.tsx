import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../shared/site';
import { Footer } from './Footer';

afterEach(cleanup);

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByTestId('site-footer');
}

describe('Footer (spec §1/§2)', () => {
  it('is a <footer> with the five titled columns', () => {
    const footer = renderFooter();
    expect(footer.tagName).toBe('FOOTER');
    for (const title of ['读者服务', '特色资源', '版权合作', '客服中心', '关注我们']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('opens every link in a new tab with rel noopener', () => {
    const links = within(renderFooter()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      expect(link, link.getAttribute('href') ?? '').toHaveAttribute('target', '_blank');
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      expect(rel).toContain('noopener');
      expect(rel).toContain('noreferrer');
    }
  });

  it('links the four footer pages', () => {
    const footer = renderFooter();
    const expected: Record<string, string> = {
      关于我们: '/footerItem/aboutOurs',
      意见建议: '/footerItem/proposal',
      服务中心: '/footerItem/serviceCenter',
      招聘信息: '/footerItem?postType=10',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links the security certificate page and both government filing registries', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: site.filings.icp.label })).toHaveAttribute('href', site.filings.icp.url);
    expect(within(footer).getByRole('link', { name: site.filings.publicSecurity.label })).toHaveAttribute(
      'href',
      site.filings.publicSecurity.url,
    );
    expect(within(footer).getByRole('link', { name: site.certificate.label })).toHaveAttribute('href', site.certificate.url);
  });

  it('shows the copyright line from 1996 to the current year', () => {
    const footer = renderFooter();
    const year = new Date().getFullYear();
    expect(within(footer).getByText((text) => text.includes(`1996-${year}`))).toHaveTextContent(site.company);
  });

  it('shows every licence with its number', () => {
    const footer = renderFooter();
    expect(site.licences).toHaveLength(4);
    for (const licence of site.licences) {
      expect(footer).toHaveTextContent(licence.label);
      expect(within(footer).getByText(licence.number)).toBeInTheDocument();
    }
  });

  it('shows the certificate badge 86px wide', () => {
    const badge = within(renderFooter()).getByRole('img', { name: site.certificate.label });
    expect(badge).toHaveAttribute('width', '86');
    expect(badge).toHaveAttribute('src', site.certificate.badge);
  });

  it('shows the customer-service contacts and the labelled QR codes', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(site.service.phone);
    expect(footer).toHaveTextContent(site.service.email);
    expect(footer).toHaveTextContent(site.service.hours);
    for (const qr of site.qrCodes) {
      expect(within(footer).getByRole('img', { name: `${qr.label}二维码` })).toHaveAttribute('src', qr.image);
      expect(within(footer).getByText(qr.label)).toBeInTheDocument();
    }
  });
});
