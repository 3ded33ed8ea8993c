import definition from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function LeftOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
