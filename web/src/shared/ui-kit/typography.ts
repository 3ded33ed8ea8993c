/** Text, titles, paragraphs and links in the app's type scale (antd's Typography, drawn by the kit's theme). */
export { Typography } from 'antd';
