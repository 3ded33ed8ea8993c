import definition from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CopyOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
