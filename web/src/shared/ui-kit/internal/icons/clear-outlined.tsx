import definition from '@ant-design/icons-svg/es/asn/ClearOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ClearOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
