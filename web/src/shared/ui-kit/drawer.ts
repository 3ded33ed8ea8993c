/** A panel that slides in from the edge (antd's Drawer); ./lazy-drawer loads one with its content later. */
export { Drawer } from 'antd';
