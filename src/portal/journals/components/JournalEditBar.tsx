import { useCustom } from '../../data/hooks';
import { EditOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { activeRole } from '../../../access/roles';
import { ROLE_POLICY } from '../../../access/policy';
import { fillPath } from '../../../resources/define';
import { JOURNAL_EDIT_PERMISSION_CALL, type JournalEditPermission } from '../../../resources/journals';
import { navIndexFor, showsSearchBar } from '../../../shared/nav';
import { useSession } from '../../../session/useSession';
import styles from './JournalEditBar.module.css';

/** Role keys whose rights reach journals through journal_manager (policy scope `journals`). */
const JOURNAL_ROLE_KEYS = new Set(Object.entries(ROLE_POLICY).filter(([, rules]) => rules.some((r) => r.scope === 'journals')).map(([key]) => key));

/** Spec §2: the bar shows on routes without the search bar whose nav index ("checked") is 1 or 7. */
export const EDIT_BAR_NAV_INDEXES: readonly number[] = [1, 7];

/** A management list opened on one journal (Refine's synced-location filter format). */
export function manageLink(resource: string, journalId: number): string {
  const q = new URLSearchParams({ 'filters[0][field]': 'journalId', 'filters[0][operator]': 'eq', 'filters[0][value]': String(journalId) });
  return `/admin/${resource}?${q.toString()}`;
}

/**
 * 编辑权限: a slim bar on a journal's detail, issue and article pages for the member who manages
 * that journal with their active journal role (docs/decisions.md "Journal edit permission bar").
 * Nobody else asks the server anything.
 */
export function JournalEditBar({ journalId }: { journalId: number }) {
  const { auth, userInfo } = useSession();
  const { pathname } = useLocation();
  const role = activeRole(userInfo?.user?.role ?? []);
  const routeAllows = !showsSearchBar(pathname) && EDIT_BAR_NAV_INDEXES.includes(navIndexFor(pathname));
  const enabled = Boolean(auth && role && JOURNAL_ROLE_KEYS.has(role.partyRoleKey ?? '') && routeAllows && journalId);
  const { result, query } = useCustom<JournalEditPermission>({
    url: fillPath(JOURNAL_EDIT_PERMISSION_CALL.path, { journalId }),
    method: 'get',
    queryOptions: { enabled },
    errorNotification: false,
  });
  const permission = enabled && query.isSuccess ? result.data : undefined;
  if (!permission?.canEdit) return null;
  const links = [
    permission.periods && { to: manageLink('managedPeriods', journalId), label: '期次管理' },
    permission.columns && { to: manageLink('managedColumns', journalId), label: '栏目管理' },
    permission.articles && { to: manageLink('managedArticles', journalId), label: '文章管理' },
  ].filter((l): l is { to: string; label: string } => Boolean(l));
  return (
    <div className={styles.bar} data-testid="journal-edit-bar">
      <span className={styles.badge}>
        <EditOutlined /> 编辑权限
      </span>
      <span className={styles.hint}>您是本刊的管理员，可管理本刊内容：</span>
      {links.map((l) => (
        <Link key={l.label} to={l.to} className={styles.link}>
          {l.label}
        </Link>
      ))}
    </div>
  );
}
