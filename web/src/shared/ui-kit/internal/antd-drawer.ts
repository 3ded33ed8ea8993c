// antd's Drawer in a file of its own, loaded when a drawer of the frame first opens (lazy-drawer.tsx).
export { Drawer } from 'antd';
