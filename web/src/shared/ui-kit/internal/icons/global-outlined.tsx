import definition from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function GlobalOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
