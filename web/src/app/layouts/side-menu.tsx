import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '@/shared/session/logout';
import { useAuthStore } from '@/shared/stores/auth-store';
import { AntIcon } from '@/shared/ui-kit/ant-icon';
import { type PageKey, visibleMenuEntries } from '../permissions';

const ICONS: Record<PageKey, ReactNode> = {
  dashboard: <AntIcon icon={DashboardOutlined} />,
  locations: <AntIcon icon={EnvironmentOutlined} />,
  createLocation: <AntIcon icon={EnvironmentOutlined} />,
  location: <AntIcon icon={EnvironmentOutlined} />,
  locationSettings: <AntIcon icon={EnvironmentOutlined} />,
  room: <AntIcon icon={AppstoreOutlined} />,
  roomSettings: <AntIcon icon={AppstoreOutlined} />,
  teamSettings: <AntIcon icon={TeamOutlined} />,
  checklists: <AntIcon icon={CheckSquareOutlined} />,
  subscription: <AntIcon icon={SafetyCertificateOutlined} />,
  tasks: <AntIcon icon={CheckSquareOutlined} />,
  createTask: <AntIcon icon={CheckSquareOutlined} />,
  editTask: <AntIcon icon={CheckSquareOutlined} />,
  complaints: <AntIcon icon={MessageOutlined} />,
  employees: <AntIcon icon={UserOutlined} />,
  teams: <AntIcon icon={TeamOutlined} />,
  analytics: <AntIcon icon={BarChartOutlined} />,
  chats: <AntIcon icon={MessageOutlined} />,
  adminDashboard: <AntIcon icon={SafetyCertificateOutlined} />,
  testCredentials: <AntIcon icon={KeyOutlined} />,
  usersManagement: <AntIcon icon={UserOutlined} />,
  logs: <AntIcon icon={FileSearchOutlined} />,
  activeCodes: <AntIcon icon={CalendarOutlined} />,
  locationsManagement: <AntIcon icon={GlobalOutlined} />,
  appVersions: <AntIcon icon={MobileOutlined} />,
};

/** The entry whose path is the longest prefix of the current path is highlighted. */
function selectedPath(pathname: string, paths: string[]): string | undefined {
  return paths
    .filter((path) =>
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The main menu: the pages this person's rights open, then logout. Plain elements in antd's inline
 * menu look (app/global.css), not antd's Menu, whose code would be in every signed-in page's first download.
 * It keeps the menu's keyboard path: one tab stop (the current page's entry), arrow keys,
 * Home and End move between entries, Enter or Space opens one. Entries are links, so a page can also
 * be opened in a new tab. Collapsed, it shows the icons, each named by its hidden label and a tooltip.
 */
export function SideMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const logout = useLogout();
  const entries = visibleMenuEntries({ rights, menuEnabled });
  const selected = selectedPath(
    pathname,
    entries.map((e) => e.path),
  );
  const list = useRef<HTMLDivElement>(null);
  // The entry that takes the tab stop: the one last moved to with the keyboard, else the current page's.
  const [focused, setFocused] = useState<number | null>(null);
  const count = entries.length + 1;
  const selectedIndex = entries.findIndex((e) => e.path === selected);
  const tabStop = focused ?? (selectedIndex >= 0 ? selectedIndex : 0);

  const moveTo = (index: number) => {
    const next = (index + count) % count;
    setFocused(next);
    list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key] ?? 0);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
    }
  };
  const label = (text: string) =>
    collapsed ? <span className="pui-visually-hidden">{text}</span> : <span>{text}</span>;

  return (
    <div
      ref={list}
      role="menu"
      className="side-menu"
      data-collapsed={collapsed}
      aria-orientation="vertical"
      // Leaving the menu gives the tab stop back to the current page's entry.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
    >
      {entries.map((entry, index) => {
        const text = t(`menu.${entry.page}`);
        return (
          <Link
            key={entry.path}
            to={entry.path}
            role="menuitem"
            className="side-menu-item"
            aria-current={entry.path === selected ? 'page' : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            title={collapsed ? text : undefined}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocused(index)}
            onClick={() => onNavigate?.()}
          >
            <span className="side-menu-icon" aria-hidden>
              {ICONS[entry.page]}
            </span>
            {label(text)}
          </Link>
        );
      })}
      {entries.length > 0 && <hr className="side-menu-divider" />}
      <button
        type="button"
        role="menuitem"
        className="side-menu-item"
        data-danger
        disabled={logout.isPending}
        tabIndex={entries.length === tabStop ? 0 : -1}
        title={collapsed ? t('menu.logout') : undefined}
        onKeyDown={(event) => onKeyDown(event, entries.length)}
        onFocus={() => setFocused(entries.length)}
        onClick={() => {
          onNavigate?.();
          logout.mutate();
        }}
      >
        <span className="side-menu-icon" aria-hidden>
          <AntIcon icon={LogoutOutlined} />
        </span>
        {label(t('menu.logout'))}
      </button>
      {logout.holder}
    </div>
  );
}
