import definition from '@ant-design/icons-svg/es/asn/FireOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FireOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
