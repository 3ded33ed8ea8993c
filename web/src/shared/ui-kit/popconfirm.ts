/** A small confirmation beside the control that asks it (antd's Popconfirm). */
export { Popconfirm } from 'antd';
