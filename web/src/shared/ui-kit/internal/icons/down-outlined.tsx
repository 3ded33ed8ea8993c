import definition from '@ant-design/icons-svg/es/asn/DownOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function DownOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
