/** Choosing and sending files (antd's Upload). */
export type { UploadFile, UploadProps } from 'antd';
export { Upload } from 'antd';
export type { RcFile } from 'antd/es/upload';
