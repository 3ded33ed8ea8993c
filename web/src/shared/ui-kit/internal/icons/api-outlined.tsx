import definition from '@ant-design/icons-svg/es/asn/ApiOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ApiOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
