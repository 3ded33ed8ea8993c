import definition from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function VideoCameraOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
