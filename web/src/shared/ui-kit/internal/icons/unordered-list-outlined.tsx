import definition from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function UnorderedListOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
