/** Numbered steps of a process (antd's Steps). */
export { Steps } from 'antd';
