import type { DrawerProps } from 'antd';
import { useState } from 'react';
import { lazyPart } from './lazy-dialog';

/**
 * antd's Drawer (its panel code and the Skeleton it can show, kept out of the frame's first download)
 * for the frame's drawers, the phone's menu and the notifications: nothing of it is
 * drawn before it first opens, so its code is not part of every page's first download. It is fetched a few seconds after the page's load, as other lazy
 * parts are; opened before that, it shows as soon as its code arrives. Once opened it stays mounted, so
 * closing animates and reopening is instant, as with antd's own.
 */
const Drawer = lazyPart<DrawerProps>(() => import('./internal/antd-drawer').then((m) => m.Drawer), null);

export function LazyDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened || props.open ? <Drawer {...props} /> : null;
}
