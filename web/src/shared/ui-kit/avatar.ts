/** A person's initials or picture in a circle (antd's Avatar). */
export { Avatar } from 'antd';
