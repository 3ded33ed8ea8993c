import definition from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CameraOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
