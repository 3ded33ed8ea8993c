/** Slides that turn by themselves (antd's Carousel). */
export { Carousel } from 'antd';
