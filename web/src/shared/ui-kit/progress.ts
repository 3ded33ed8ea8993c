/** A progress bar or circle (antd's Progress). */
export { Progress } from 'antd';
